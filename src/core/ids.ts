/** The action_id of every input element whose block holds one input (found by its block_id). */
export const FIELD = {
  value: 'value',
} as const;
