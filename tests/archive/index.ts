/** The source-archive build checks, in one process (`tests/support/testFolder.ts` says why). */
import { loadTestFiles } from '@site/tests/support/testFolder';

loadTestFiles(__dirname);
