// `npm run build:variants`: builds every variant the end-to-end tests serve (scripts/variants.mjs)
// into build-variants/<name>/build, next to the product's build/, which it leaves as it is.
import { buildVariant, variants } from './variants.mjs';

for (const name of Object.keys(variants)) {
  console.log(`\nBuilding the ${name} variant (${variants[name]})`);
  if (!buildVariant(name)) {
    console.error(`the ${name} build failed`);
    process.exit(1);
  }
}
