// `npm run build:variants`: builds every variant the end-to-end tests serve (scripts/variants.mjs)
// into build-variants/<name>/build, next to the product's build/, which it leaves as it is. The
// builds of variants no longer listed are removed.
import { buildVariant, removeUnlistedVariants, variants } from './variants.mjs';

for (const name of removeUnlistedVariants()) {
  console.log(`Removed the build of the variant '${name}', which is no longer listed`);
}
for (const name of Object.keys(variants)) {
  console.log(`\nBuilding the ${name} variant (${variants[name]})`);
  if (!buildVariant(name)) {
    console.error(`the ${name} build failed`);
    process.exit(1);
  }
}
