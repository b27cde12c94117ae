import type { KnownBlock } from '@slack/types';
import type { SealedConnection } from '../store/index.js';
import type { Role } from './access/roles.js';
import type { Request } from './request.js';

/**
 * One section of the App Home, declared by the feature it belongs to (like a subcommand): the
 * Home renders every registered section after its own, in rank order, without knowing the
 * features. A section that fails is left out (and logged by the Home), never the whole tab.
 */
export interface HomeSection {
  name: string;
  /** Place on the Home, lowest first. */
  rank: number;
  /** The blocks for this reader, in their language (`request.t()`); none to show nothing. */
  blocks(request: Request, reader: HomeReader): Promise<KnownBlock[]>;
}

/** Who reads the Home, as its role check found it: the sections need not read it again. */
export interface HomeReader {
  role: Role;
  /** The workspace's connection, still sealed (undefined: none, or the store could not say). */
  connection: SealedConnection | undefined;
}

export interface HomeSections {
  add(section: HomeSection): void;
  /** In rank order (then name). */
  list(): readonly HomeSection[];
}

export function createHomeSections(): HomeSections {
  const sections: HomeSection[] = [];
  return {
    add(section) {
      if (sections.some((s) => s.name === section.name))
        throw new Error(`Two Home sections named ${section.name}`);
      sections.push(section);
      sections.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
    },
    list: () => sections,
  };
}
