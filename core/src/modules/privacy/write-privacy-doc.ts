import { writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { renderPrivacyDoc } from './privacy-doc';

/** Rewrites docs/privacy.md from the privacy map. */
export const privacyDocPath = path.join(import.meta.dirname, '../../../../docs/privacy.md');

if (process.argv[1] === import.meta.filename) {
  const options = await prettier.resolveConfig(privacyDocPath);
  writeFileSync(
    privacyDocPath,
    await prettier.format(renderPrivacyDoc(), { ...options, parser: 'markdown' }),
  );
}
