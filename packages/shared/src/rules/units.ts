// Units a school answer may carry, with the factor to a base unit of its kind, so that "30 mm" and "3 cm" are the
// same length while "3 m" is not. Pure data and lookups.

export type UnitKind =
  | 'length'
  | 'mass'
  | 'time'
  | 'volume'
  | 'area'
  | 'cubic'
  | 'speed'
  | 'temperature'
  | 'angle'
  | 'money'
  | 'percent'
  | 'count';

export interface Unit {
  /** Canonical symbol, e.g. `cm`. */
  symbol: string;
  kind: UnitKind;
  /** Multiply by this to get the kind's base unit (m, g, s, l, m², m³, m/s, °C, degree, rupee, %). */
  factor: number;
}

const U = (symbol: string, kind: UnitKind, factor: number, ...aliases: string[]) => ({
  symbol,
  kind,
  factor,
  aliases,
});

// biome-ignore format: one unit a line reads best
const TABLE = [
  U('mm', 'length', 0.001, 'millimetre', 'millimetres', 'millimeter', 'millimeters'),
  U('cm', 'length', 0.01, 'centimetre', 'centimetres', 'centimeter', 'centimeters'),
  U('dm', 'length', 0.1, 'decimetre', 'decimetres'),
  U('m', 'length', 1, 'metre', 'metres', 'meter', 'meters', 'mtr', 'mtrs'),
  U('km', 'length', 1000, 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'kms'),
  U('mg', 'mass', 0.001, 'milligram', 'milligrams'),
  U('g', 'mass', 1, 'gram', 'grams', 'gm', 'gms', 'gramme', 'grammes'),
  U('kg', 'mass', 1000, 'kilogram', 'kilograms', 'kgs'),
  U('quintal', 'mass', 100_000, 'quintals'),
  U('tonne', 'mass', 1_000_000, 'tonnes', 't', 'ton', 'tons'),
  U('ms', 'time', 0.001, 'millisecond', 'milliseconds'),
  U('s', 'time', 1, 'sec', 'secs', 'second', 'seconds'),
  U('min', 'time', 60, 'mins', 'minute', 'minutes'),
  U('h', 'time', 3600, 'hr', 'hrs', 'hour', 'hours'),
  U('day', 'time', 86_400, 'days'),
  U('week', 'time', 604_800, 'weeks'),
  U('ml', 'volume', 0.001, 'millilitre', 'millilitres', 'milliliter', 'milliliters'),
  U('l', 'volume', 1, 'litre', 'litres', 'liter', 'liters', 'ltr', 'ltrs'),
  U('kl', 'volume', 1000, 'kilolitre', 'kilolitres'),
  U('mm²', 'area', 1e-6, 'mm^2', 'mm2', 'sq mm', 'square mm', 'square millimetres'),
  U('cm²', 'area', 1e-4, 'cm^2', 'cm2', 'sq cm', 'sq. cm', 'square cm', 'square centimetres', 'square centimeters'),
  U('m²', 'area', 1, 'm^2', 'm2', 'sq m', 'sq. m', 'square m', 'square metres', 'square meters'),
  U('km²', 'area', 1e6, 'km^2', 'km2', 'sq km', 'sq. km', 'square km', 'square kilometres', 'square kilometers'),
  U('hectare', 'area', 1e4, 'hectares', 'ha'),
  U('cm³', 'cubic', 1e-6, 'cm^3', 'cm3', 'cu cm', 'cubic cm', 'cubic centimetres', 'cubic centimeters', 'cc'),
  U('m³', 'cubic', 1, 'm^3', 'm3', 'cu m', 'cubic m', 'cubic metres', 'cubic meters'),
  U('km/h', 'speed', 1 / 3.6, 'km/hr', 'kmph', 'km per hour', 'kilometres per hour', 'kilometers per hour'),
  U('m/s', 'speed', 1, 'm/sec', 'metres per second', 'meters per second', 'ms^-1', 'ms-1'),
  U('°C', 'temperature', 1, '°c', 'degrees celsius', 'degree celsius', 'celsius', 'deg c', 'degc'),
  U('°', 'angle', 1, 'degree', 'degrees', 'deg', 'o'),
  U('₹', 'money', 1, 'rs', 'rs.', 'rupee', 'rupees', 'inr', '/-'),
  U('paise', 'money', 0.01, 'paisa', 'p'),
  U('%', 'percent', 1, 'percent', 'per cent', 'pc'),
];

const BY_ALIAS = new Map<string, Unit>();
for (const { aliases, ...unit } of TABLE) {
  BY_ALIAS.set(unit.symbol.toLowerCase(), unit);
  for (const a of aliases) BY_ALIAS.set(a, unit);
}

/**
 * Symbols whose letter case carries meaning: "Mm" is a megametre, "M" molar, "S" siemens, "K" kelvin. A unit written
 * in one of these forms is not read as its lower-case look-alike.
 */
const CASE_MATTERS = new Set(['Mm', 'MM', 'M', 'S', 'K', 'G', 'Ms', 'MS', 'Mg', 'MG', 'ML', 'Ml', 'T']);

/** The unit a piece of text names, or null. */
export function lookupUnit(raw: string): Unit | null {
  const t = raw.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  if (!t || CASE_MATTERS.has(t)) return null;
  return BY_ALIAS.get(t.toLowerCase()) ?? BY_ALIAS.get(t.toLowerCase().replace(/\.$/, '')) ?? null;
}

/** Units a blank may leave out without losing the mark: the question fixes them or teachers do not insist on them. */
export function isOptionalUnit(u: Unit): boolean {
  return u.kind === 'angle' || u.kind === 'money' || u.kind === 'percent' || u.kind === 'count';
}
