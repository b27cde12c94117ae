/**
 * The layout's rules, checked by `npm test` (npm run check:imports). Layers, lowest first:
 * platform → enlivy, store, jobs → slack → core → features/shared → features → app.ts / main.ts.
 * A layer imports only from layers below it; a feature reaches another only through its
 * index.ts; nothing forms a cycle.
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
      name: 'features-meet-at-their-faces',
      comment:
        'A feature imports another feature only through its index.ts (what it offers the others); ' +
        'what two features both need lives in src/features/shared/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: '^src/features/shared/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/shared/', '^src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-topics-meet-at-their-faces',
      comment:
        'A shared topic imports another shared topic only through its index.ts, as features do.',
      severity: 'error',
      from: { path: '^src/features/shared/([^/]+)/' },
      to: {
        path: '^src/features/shared/[^/]+/',
        pathNot: ['^src/features/shared/$1/', '^src/features/shared/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shared-imports-no-feature',
      comment:
        'src/features/shared/ sits below the features: it imports shared, core and the layers ' +
        'below, never a feature.',
      severity: 'error',
      from: { path: '^src/features/shared/' },
      to: { path: '^src/features/', pathNot: '^src/features/shared/' },
    },
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
