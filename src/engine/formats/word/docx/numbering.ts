import { repeatedLetters, romanNumeral } from '../../shared/numbering';
import type { StyleSheet } from './styles';
import type { XmlElement } from '../../package/xml-tree';

/**
 * List numbering from numbering.xml: abstractNum level definitions, w:num instances with their
 * level overrides, and the counters Word keeps while it lays out a story. Instances without a
 * start override share their abstract list's counters (so a list continues across instances);
 * an instance with an override restarts and counts on its own.
 */

interface LevelDefinition {
  start: number;
  format: string;
  text: string;
  /** 1-based level after which this level restarts; 0 = never; undefined = after any higher. */
  restartAfter?: number;
  legal: boolean;
}

interface NumberingInstance {
  abstractId: string;
  levels: LevelDefinition[];
  hasOverride: boolean;
}

export class NumberingDefinitions {
  private readonly abstracts = new Map<string, { levels: LevelDefinition[]; styleLink?: string }>();
  private readonly rawNums = new Map<string, XmlElement>();
  private readonly instances = new Map<string, NumberingInstance | null>();
  /** numFmt values met that are rendered as decimal; reported once by the reader. */
  readonly unknownFormats = new Set<string>();

  constructor(
    root: XmlElement | undefined,
    private readonly styles: StyleSheet,
  ) {
    if (!root) return;
    for (const element of root.children) {
      if (element.name === 'w:abstractNum') {
        const id = element.attr('w:abstractNumId');
        if (id === undefined) continue;
        const levels: LevelDefinition[] = [];
        for (const lvl of element.children) {
          if (lvl.name !== 'w:lvl') continue;
          const index = Number(lvl.attr('w:ilvl'));
          if (Number.isInteger(index) && index >= 0 && index <= 8) levels[index] = readLevel(lvl);
        }
        this.abstracts.set(id, {
          levels,
          styleLink: element.child('w:numStyleLink')?.attr('w:val'),
        });
      } else if (element.name === 'w:num') {
        const id = element.attr('w:numId');
        if (id !== undefined) this.rawNums.set(id, element);
      }
    }
  }

  instance(numId: string): NumberingInstance | undefined {
    if (!this.instances.has(numId)) this.instances.set(numId, this.buildInstance(numId, 0));
    return this.instances.get(numId) ?? undefined;
  }

  private buildInstance(numId: string, depth: number): NumberingInstance | null {
    const num = this.rawNums.get(numId);
    if (!num || depth > 4) return null;
    let abstractId = num.child('w:abstractNumId')?.attr('w:val');
    if (abstractId === undefined) return null;
    let abstract = this.abstracts.get(abstractId);
    // A numStyleLink abstract takes its levels from the list the numbering style points at.
    if (abstract?.styleLink) {
      const linkedNumId = this.styles.style(abstract.styleLink)?.paragraph.numId;
      const linked =
        linkedNumId !== undefined && linkedNumId !== numId ? this.buildInstance(linkedNumId, depth + 1) : null;
      if (linked) {
        abstractId = linked.abstractId;
        abstract = { levels: linked.levels };
      }
    }
    if (!abstract) return null;
    const levels = abstract.levels.map((level) => ({ ...level }));
    let hasOverride = false;
    for (const override of num.children) {
      if (override.name !== 'w:lvlOverride') continue;
      const index = Number(override.attr('w:ilvl'));
      if (!Number.isInteger(index) || index < 0 || index > 8) continue;
      const replacement = override.child('w:lvl');
      if (replacement) {
        levels[index] = readLevel(replacement);
        hasOverride = true;
      }
      const start = Number(override.child('w:startOverride')?.attr('w:val'));
      if (Number.isInteger(start)) {
        levels[index] = { ...(levels[index] ?? defaultLevel()), start };
        hasOverride = true;
      }
    }
    return { abstractId, levels, hasOverride };
  }
}

function defaultLevel(): LevelDefinition {
  return { start: 1, format: 'decimal', text: '', legal: false };
}

function readLevel(lvl: XmlElement): LevelDefinition {
  const start = Number(lvl.child('w:start')?.attr('w:val'));
  const restart = lvl.child('w:lvlRestart')?.attr('w:val');
  const picture = lvl.child('w:lvlPicBulletId') !== undefined;
  return {
    start: Number.isInteger(start) ? start : 1,
    format: picture ? 'bullet' : (lvl.child('w:numFmt')?.attr('w:val') ?? 'decimal'),
    text: lvl.child('w:lvlText')?.attr('w:val') ?? '',
    restartAfter: restart !== undefined && /^\d+$/.test(restart) ? Number(restart) : undefined,
    legal: lvl.child('w:isLgl') !== undefined,
  };
}

/** Counters of one story: each paragraph in a list advances them and gets its label. */
export class ListCounters {
  private readonly counters = new Map<string, (number | undefined)[]>();

  constructor(private readonly definitions: NumberingDefinitions) {}

  /** Number format of a list's level (`decimal`, `lowerLetter`, `bullet`), or undefined when not a list. */
  format(numId: string, level: number): string | undefined {
    const instance = this.definitions.instance(numId);
    if (!instance) return undefined;
    return (instance.levels[level] ?? defaultLevel()).format;
  }

  /** Label of the next list paragraph of numId at level, or undefined when not a list. */
  next(numId: string, level: number): string | undefined {
    const instance = this.definitions.instance(numId);
    if (!instance) return undefined;
    const key = instance.hasOverride ? `num:${numId}` : `abstract:${instance.abstractId}`;
    let values = this.counters.get(key);
    if (!values) {
      values = [];
      this.counters.set(key, values);
    }
    const definition = instance.levels[level] ?? defaultLevel();
    values[level] = values[level] === undefined ? definition.start : (values[level] as number) + 1;
    for (let deeper = level + 1; deeper < 9; deeper++) {
      const restartAfter = instance.levels[deeper]?.restartAfter ?? deeper;
      // lvlRestart counts levels from 1: level `deeper` restarts when a level up to it is used.
      if (restartAfter !== 0 && level + 1 <= restartAfter) values[deeper] = undefined;
    }
    if (definition.format === 'bullet') return bulletLabel(definition.text);
    if (definition.format === 'none') return definition.text.replace(/%[1-9]/g, '');
    return definition.text.replace(/%([1-9])/g, (_, digit: string) => {
      const index = Number(digit) - 1;
      const levelDefinition = instance.levels[index] ?? defaultLevel();
      const value = values[index] ?? levelDefinition.start;
      const format = definition.legal && index < level ? 'decimal' : levelDefinition.format;
      return formatNumber(value, format, this.definitions.unknownFormats);
    });
  }
}

/** Bullet characters Word writes in Symbol/Wingdings private-use code points, as Unicode. */
const SYMBOL_BULLETS: Record<string, string> = {
  '\uf0b7': '•',
  '\uf0a7': '▪',
  '\uf076': '❖',
  '\uf0d8': '➢',
  '\uf0fc': '✓',
  '\uf0a8': '□',
  '\uf06e': '■',
  '\uf06f': '□',
  '\uf0e0': '→',
  '\uf02d': '-',
};

function bulletLabel(text: string): string {
  if (text === '') return '•';
  return [...text].map((c) => SYMBOL_BULLETS[c] ?? c).join('');
}

export function formatNumber(value: number, format: string, unknown: Set<string>): string {
  switch (format) {
    case 'decimal':
      return String(value);
    case 'decimalZero':
      return value < 10 && value >= 0 ? `0${value}` : String(value);
    case 'lowerLetter':
      return repeatedLetters(value).toLowerCase();
    case 'upperLetter':
      return repeatedLetters(value);
    case 'lowerRoman':
      return romanNumeral(value).toLowerCase();
    case 'upperRoman':
      return romanNumeral(value);
    case 'ordinal':
      return `${value}${ordinalSuffix(value)}`;
    case 'bullet':
      return '•';
    case 'none':
      return '';
    default:
      unknown.add(format);
      return String(value);
  }
}

function ordinalSuffix(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
}
