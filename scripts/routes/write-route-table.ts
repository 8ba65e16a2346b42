import { writeFileSync } from 'node:fs';
import { routeTableMarkdown, routeTablePath } from './route-table.ts';

const markdown = await routeTableMarkdown();
writeFileSync(routeTablePath, markdown);
console.log(
  `wrote docs/routes.md: ${markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| method')).length} routes`,
);
process.exit(0);
