export { KNOWN_BLOCK_TYPES } from './blocks.js';
export type { BlockKitIssue, Surface } from './checker.js';
export {
  formatIssue,
  formatIssueMessage,
  hasInputBlock,
  MESSAGE_BLOCKS_MAX,
  type MessageContent,
  totalBlockText,
  VIEW_BLOCKS_MAX,
  type ViewRules,
  validateMessageBlocks,
  validateView,
} from './surfaces.js';
