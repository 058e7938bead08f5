// Loads the demo role catalogue and the MAGDA services into the database; safe to run at every start.
import type { Kysely } from 'kysely';
import { demoOrganisations, demoRoles } from '@contracts/demo-catalogue';
import type { Database } from '../db/schema';
import { magdaServices } from './magda-services';

const serviceDeskUrl = 'https://www.vlaanderen.be/contact';

export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const organisation of Object.values(demoOrganisations)) {
      const row = {
        code: organisation.code,
        name: organisation.name,
        target_group: organisation.targetGroup,
        nis_code: 'nisCode' in organisation ? organisation.nisCode : null,
        service_desk_url: serviceDeskUrl,
      };
      await trx
        .insertInto('organisations')
        .values(row)
        .onConflict((conflict) => conflict.column('code').doUpdateSet(row))
        .execute();
    }

    for (const [key, role] of Object.entries(demoRoles)) {
      const row = {
        key,
        name: role.name,
        service: role.service,
        domains: JSON.stringify(role.domains),
      };
      await trx
        .insertInto('roles')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
        .execute();
      await trx.deleteFrom('role_permissions').where('role_key', '=', key).execute();
      if (role.permissions.length > 0) {
        await trx
          .insertInto('role_permissions')
          .values(
            role.permissions.map((permission) => ({
              role_key: key,
              permission: permission.naam,
              sources: JSON.stringify('bronnen' in permission ? permission.bronnen : []),
              parameters: JSON.stringify('parameters' in permission ? permission.parameters : {}),
            })),
          )
          .execute();
      }
    }

    for (const service of magdaServices) {
      const row = {
        code: `${service.name}-${service.version}`,
        name: service.name,
        version: service.version,
        description: service.description,
        permission: service.permission,
      };
      await trx
        .insertInto('magda_services')
        .values(row)
        .onConflict((conflict) => conflict.column('code').doUpdateSet(row))
        .execute();
    }
  });
}
