// Loads the demo role catalogue and the MAGDA services into the database; safe to run at every
// start. Each table is written in one statement (its rows together, an existing row updated), so
// a restart pays a handful of statements, not one per organisation, role and service.
import type { Kysely } from 'kysely';
import { demoOrganisations, demoRoles } from '@contracts/demo-catalogue';
import type { Database } from '../db/schema';
import { magdaServices } from './magda-services';

const serviceDeskUrl = 'https://www.vlaanderen.be/contact';

export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  const organisations = Object.values(demoOrganisations).map((organisation) => ({
    code: organisation.code,
    name: organisation.name,
    target_group: organisation.targetGroup,
    nis_code: 'nisCode' in organisation ? organisation.nisCode : null,
    service_desk_url: serviceDeskUrl,
  }));
  const roles = Object.entries(demoRoles).map(([key, role]) => ({
    key,
    name: role.name,
    service: role.service,
    domains: JSON.stringify(role.domains),
  }));
  const permissions = Object.entries(demoRoles).flatMap(([key, role]) =>
    role.permissions.map((permission) => ({
      role_key: key,
      permission: permission.naam,
      sources: JSON.stringify('bronnen' in permission ? permission.bronnen : []),
      parameters: JSON.stringify('parameters' in permission ? permission.parameters : {}),
    })),
  );
  const services = magdaServices.map((service) => ({
    code: `${service.name}-${service.version}`,
    name: service.name,
    version: service.version,
    description: service.description,
    permission: service.permission,
  }));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('organisations')
      .values(organisations)
      .onConflict((conflict) =>
        conflict.column('code').doUpdateSet((row) => ({
          name: row.ref('excluded.name'),
          target_group: row.ref('excluded.target_group'),
          nis_code: row.ref('excluded.nis_code'),
          service_desk_url: row.ref('excluded.service_desk_url'),
        })),
      )
      .execute();
    await trx
      .insertInto('roles')
      .values(roles)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((row) => ({
          name: row.ref('excluded.name'),
          service: row.ref('excluded.service'),
          domains: row.ref('excluded.domains'),
        })),
      )
      .execute();
    // A role's permissions are the catalogue's: those it no longer lists go.
    await trx
      .deleteFrom('role_permissions')
      .where(
        'role_key',
        'in',
        roles.map((role) => role.key),
      )
      .execute();
    if (permissions.length > 0) {
      await trx.insertInto('role_permissions').values(permissions).execute();
    }
    await trx
      .insertInto('magda_services')
      .values(services)
      .onConflict((conflict) =>
        conflict.column('code').doUpdateSet((row) => ({
          name: row.ref('excluded.name'),
          version: row.ref('excluded.version'),
          description: row.ref('excluded.description'),
          permission: row.ref('excluded.permission'),
        })),
      )
      .execute();
  });
}
