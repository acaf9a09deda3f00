/**
 * Branded id types. A plain string becomes an id only through the parse functions
 * (or by loading a validated document), so ids of different kinds never mix.
 */
declare const brand: unique symbol;

/** A value of type T tagged with brand B at compile time only. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** The id of a document (its "id" field). */
export type DocumentId = Brand<string, 'DocumentId'>;
/** A side of the ruleset: german, allied. */
export type SideId = Brand<string, 'SideId'>;
/** A printed hex number with its map prefix: 2115, W3420. */
export type HexId = Brand<string, 'HexId'>;
/** A canonical hexside id: 2115/N. */
export type HexsideId = Brand<string, 'HexsideId'>;
/** A unit (counter) id of an order of battle. */
export type UnitId = Brand<string, 'UnitId'>;
/** A formation id: army, corps, division, brigade. */
export type FormationId = Brand<string, 'FormationId'>;
/** A terrain or hexside type of the ruleset. */
export type TerrainId = Brand<string, 'TerrainId'>;
/** A table of the ruleset. */
export type TableId = Brand<string, 'TableId'>;
/** A turn of the ruleset's calendar. */
export type TurnId = Brand<string, 'TurnId'>;

const HEX_ID = /^[A-Za-z]{0,3}[0-9]{2,8}$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9_.+-]{0,63}$/;

/**
 * Whether a text is an id as the schemas take one (defs/common.schema.json#/definitions/id): letters,
 * digits and . _ - + (not first), up to 64 characters. Whether it may be a key is the caller's to
 * ask too (HOSTILE_KEYS: `constructor` is an id, and no key).
 */
export function isId(text: string): boolean {
  return ID.test(text);
}

/** Parses a hex id, or returns null when the text is not one. */
export function parseHexId(text: string): HexId | null {
  return HEX_ID.test(text) ? (text as HexId) : null;
}

/** Brands a string that a validated document already guarantees to be an id of kind B. */
export function asId<I extends Brand<string, string>>(text: string): I {
  return text as I;
}
