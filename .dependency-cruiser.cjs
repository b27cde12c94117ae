/**
 * The layout's rules, checked by `npm test` (npm run check:imports). Layers, lowest first:
 * platform → enlivy, store, jobs → slack → core → features → app.ts / main.ts.
 * A layer imports only from layers below it; features never form a cycle among themselves.
 */
const below = (layer, allowed) => ({
  name: `${layer}-imports-only-below`,
  comment: `src/${layer}/ may import only from ${allowed.join(', ') || 'nothing else in src'}`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: {
    path: '^src/',
    pathNot: [`^src/${layer}/`, ...allowed.map((other) => `^src/${other}/`)],
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'An import cycle ties modules that should stand apart; move what both need downward.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    below('platform', []),
    below('enlivy', ['platform']),
    below('store', ['platform']),
    below('jobs', ['platform', 'store']),
    below('web', ['platform', 'store']),
    below('slack', ['platform', 'store', 'enlivy', 'web']),
    below('core', ['platform', 'store', 'enlivy', 'jobs', 'slack', 'web']),
    {
      name: 'nothing-imports-the-composition-root',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.ts$' },
      to: { path: '^src/(app|main)\\.ts$' },
    },
    {
      name: 'views-are-pure',
      comment:
        'Views build Block Kit from data: no Bolt, no Slack or Enlivy client, no store, no I/O ' +
        '(types from anywhere; pure helpers such as the event catalog are fine).',
      severity: 'error',
      from: { path: '/views/' },
      to: {
        path: [
          '@slack/bolt',
          '@slack/web-api',
          '^src/(store|jobs)/',
          '^src/enlivy/(index|http|request|transport|download|resources/)',
          '^node:',
          'undici',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'src-never-imports-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
