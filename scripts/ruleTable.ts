// Writes docs/ardennes44-rules.md from the rule table in tests/engine/coverage (npm run rules:table).
import fs from 'node:fs';
import { ruleTable } from '../tests/engine/coverage/table';

fs.writeFileSync(new URL('../docs/ardennes44-rules.md', import.meta.url), ruleTable());
console.log('wrote docs/ardennes44-rules.md');
