/** A pack's game id, apart from its rules: read by what must stay light (the roll log read back, before any pack). */

/** The game id of a pack: its id, its version and the hash of its text — another text of the pack is another game. */
export const packGameId = (id: string, version: string, hash: string): string => `pack:${id}@${version}/${hash}`;
