export const id = 1158;
export const ids = [1158];
export const modules = {

/***/ 41158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentMarksOf: () => (/* binding */ commentMarksOf),
  docxReader: () => (/* binding */ docxReader),
  readDocx: () => (/* binding */ readDocx)
});

// EXTERNAL MODULE: ./src/engine/archive/zip.ts
var archive_zip = __webpack_require__(55380);
// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(17679);
// EXTERNAL MODULE: ./src/engine/formats/word/diff.ts + 1 modules
var diff = __webpack_require__(63677);
// EXTERNAL MODULE: ./src/engine/formats/package/digest.ts
var digest = __webpack_require__(95784);
// EXTERNAL MODULE: ./src/engine/formats/shared/numbering.ts
var numbering = __webpack_require__(74056);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/numbering.ts

class NumberingDefinitions {
    styles;
    abstracts = new Map();
    rawNums = new Map();
    instances = new Map();
    /** numFmt values met that are rendered as decimal; reported once by the reader. */
    unknownFormats = new Set();
    constructor(root, styles) {
        this.styles = styles;
        if (!root)
            return;
        for (const element of root.children) {
            if (element.name === 'w:abstractNum') {
                const id = element.attr('w:abstractNumId');
                if (id === undefined)
                    continue;
                const levels = [];
                for (const lvl of element.children) {
                    if (lvl.name !== 'w:lvl')
                        continue;
                    const index = Number(lvl.attr('w:ilvl'));
                    if (Number.isInteger(index) && index >= 0 && index <= 8)
                        levels[index] = readLevel(lvl);
                }
                this.abstracts.set(id, {
                    levels,
                    styleLink: element.child('w:numStyleLink')?.attr('w:val'),
                });
            }
            else if (element.name === 'w:num') {
                const id = element.attr('w:numId');
                if (id !== undefined)
                    this.rawNums.set(id, element);
            }
        }
    }
    instance(numId) {
        if (!this.instances.has(numId))
            this.instances.set(numId, this.buildInstance(numId, 0));
        return this.instances.get(numId) ?? undefined;
    }
    buildInstance(numId, depth) {
        const num = this.rawNums.get(numId);
        if (!num || depth > 4)
            return null;
        let abstractId = num.child('w:abstractNumId')?.attr('w:val');
        if (abstractId === undefined)
            return null;
        let abstract = this.abstracts.get(abstractId);
        // A numStyleLink abstract takes its levels from the list the numbering style points at.
        if (abstract?.styleLink) {
            const linkedNumId = this.styles.style(abstract.styleLink)?.paragraph.numId;
            const linked = linkedNumId !== undefined && linkedNumId !== numId ? this.buildInstance(linkedNumId, depth + 1) : null;
            if (linked) {
                abstractId = linked.abstractId;
                abstract = { levels: linked.levels };
            }
        }
        if (!abstract)
            return null;
        const levels = abstract.levels.map((level) => ({ ...level }));
        let hasOverride = false;
        for (const override of num.children) {
            if (override.name !== 'w:lvlOverride')
                continue;
            const index = Number(override.attr('w:ilvl'));
            if (!Number.isInteger(index) || index < 0 || index > 8)
                continue;
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
function defaultLevel() {
    return { start: 1, format: 'decimal', text: '', legal: false };
}
function readLevel(lvl) {
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
class ListCounters {
    definitions;
    counters = new Map();
    constructor(definitions) {
        this.definitions = definitions;
    }
    /** Number format of a list's level (`decimal`, `lowerLetter`, `bullet`), or undefined when not a list. */
    format(numId, level) {
        const instance = this.definitions.instance(numId);
        if (!instance)
            return undefined;
        return (instance.levels[level] ?? defaultLevel()).format;
    }
    /** Label of the next list paragraph of numId at level, or undefined when not a list. */
    next(numId, level) {
        const instance = this.definitions.instance(numId);
        if (!instance)
            return undefined;
        const key = instance.hasOverride ? `num:${numId}` : `abstract:${instance.abstractId}`;
        let values = this.counters.get(key);
        if (!values) {
            values = [];
            this.counters.set(key, values);
        }
        const definition = instance.levels[level] ?? defaultLevel();
        values[level] = values[level] === undefined ? definition.start : values[level] + 1;
        for (let deeper = level + 1; deeper < 9; deeper++) {
            const restartAfter = instance.levels[deeper]?.restartAfter ?? deeper;
            // lvlRestart counts levels from 1: level `deeper` restarts when a level up to it is used.
            if (restartAfter !== 0 && level + 1 <= restartAfter)
                values[deeper] = undefined;
        }
        if (definition.format === 'bullet')
            return bulletLabel(definition.text);
        if (definition.format === 'none')
            return definition.text.replace(/%[1-9]/g, '');
        return definition.text.replace(/%([1-9])/g, (_, digit) => {
            const index = Number(digit) - 1;
            const levelDefinition = instance.levels[index] ?? defaultLevel();
            const value = values[index] ?? levelDefinition.start;
            const format = definition.legal && index < level ? 'decimal' : levelDefinition.format;
            return formatNumber(value, format, this.definitions.unknownFormats);
        });
    }
}
/** Bullet characters Word writes in Symbol/Wingdings private-use code points, as Unicode. */
const SYMBOL_BULLETS = {
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
function bulletLabel(text) {
    if (text === '')
        return '•';
    return [...text].map((c) => SYMBOL_BULLETS[c] ?? c).join('');
}
function formatNumber(value, format, unknown) {
    switch (format) {
        case 'decimal':
            return String(value);
        case 'decimalZero':
            return value < 10 && value >= 0 ? `0${value}` : String(value);
        case 'lowerLetter':
            return (0,numbering/* repeatedLetters */.uC)(value).toLowerCase();
        case 'upperLetter':
            return (0,numbering/* repeatedLetters */.uC)(value);
        case 'lowerRoman':
            return (0,numbering/* romanNumeral */.kL)(value).toLowerCase();
        case 'upperRoman':
            return (0,numbering/* romanNumeral */.kL)(value);
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
function ordinalSuffix(value) {
    const lastTwo = value % 100;
    if (lastTwo >= 11 && lastTwo <= 13)
        return 'th';
    return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
}

// EXTERNAL MODULE: ./src/engine/model/document.ts
var model_document = __webpack_require__(64451);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/styles.ts

const TOGGLES = ['bold', 'italic', 'strike', 'hidden'];
class StyleSheet {
    theme;
    styles = new Map();
    defaultParagraphStyleId;
    defaultCharacterStyleId;
    defaultRun = {};
    defaultParagraph = {};
    chainRunCache = new Map();
    baseCache = new Map();
    plainRunCache = new Map();
    // Every paragraph asks for its style's chain, name and heading level: answered once per style.
    chainCache = new Map();
    displayNameCache = new Map();
    styleHeadingCache = new Map();
    styleLayoutCache = new Map();
    styleLayoutResult = new Map();
    constructor(root, theme) {
        this.theme = theme;
        if (!root)
            return;
        for (const element of root.children) {
            if (element.name === 'w:docDefaults') {
                const rPr = element.child('w:rPrDefault')?.child('w:rPr');
                if (rPr)
                    this.defaultRun = readRunProperties(rPr, theme);
                const pPr = element.child('w:pPrDefault')?.child('w:pPr');
                if (pPr)
                    this.defaultParagraph = readParagraphProperties(pPr);
            }
            else if (element.name === 'w:style') {
                const id = element.attr('w:styleId');
                if (!id)
                    continue;
                const type = element.attr('w:type') ?? 'paragraph';
                const rPr = element.child('w:rPr');
                const pPr = element.child('w:pPr');
                const style = {
                    id,
                    type,
                    name: element.child('w:name')?.attr('w:val'),
                    basedOn: element.child('w:basedOn')?.attr('w:val'),
                    run: rPr ? readRunProperties(rPr, theme) : {},
                    paragraph: pPr ? readParagraphProperties(pPr) : {},
                };
                this.styles.set(id, style);
                const isDefault = element.attr('w:default');
                if (isDefault !== undefined && isOn(isDefault)) {
                    if (type === 'paragraph')
                        this.defaultParagraphStyleId ??= id;
                    else if (type === 'character')
                        this.defaultCharacterStyleId ??= id;
                }
            }
        }
    }
    get themeFonts() {
        return this.theme;
    }
    /** The style id that applies to a paragraph (its pStyle, else the default paragraph style). */
    paragraphStyleId(direct) {
        return direct !== undefined && this.styles.has(direct) ? direct : this.defaultParagraphStyleId;
    }
    style(id) {
        return id === undefined ? undefined : this.styles.get(id);
    }
    /** The style and its basedOn ancestors, most derived first (cycles cut). */
    chain(id) {
        if (id === undefined)
            return NO_STYLES;
        let out = this.chainCache.get(id);
        if (out)
            return out;
        const chain = [];
        const seen = new Set();
        let current = this.style(id);
        while (current && !seen.has(current.id) && chain.length < 32) {
            seen.add(current.id);
            chain.push(current);
            current = this.style(current.basedOn);
        }
        out = chain;
        this.chainCache.set(id, out);
        return out;
    }
    /** Display name of a style: built-in names Word stores in lower case are shown as Word does. */
    displayName(id) {
        if (id === undefined)
            return undefined;
        if (this.displayNameCache.has(id))
            return this.displayNameCache.get(id);
        const name = this.computeDisplayName(id);
        this.displayNameCache.set(id, name);
        return name;
    }
    computeDisplayName(id) {
        const style = this.style(id);
        if (!style)
            return undefined;
        const name = style.name ?? style.id;
        const builtIn = BUILT_IN_DISPLAY_NAMES[name];
        if (builtIn)
            return builtIn;
        const toc = /^toc ([1-9])$/.exec(name);
        if (toc)
            return `TOC ${toc[1]}`;
        return /^[a-z][a-z0-9 ]*$/.test(name) ? name.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
    }
    /** Paragraph property from direct formatting, else the style chain, else docDefaults. */
    paragraphProperty(styleId, direct, key) {
        if (direct[key] !== undefined)
            return direct[key];
        for (const style of this.chain(styleId))
            if (style.paragraph[key] !== undefined)
                return style.paragraph[key];
        return this.defaultParagraph[key];
    }
    /**
     * A paragraph's layout as a reader sees it: docDefaults, then the style chain from its base,
     * then direct formatting; only values other than the defaults are kept.
     */
    paragraphLayout(styleId, direct) {
        const key = styleId ?? '';
        let inherited = this.styleLayoutCache.get(key);
        if (!inherited) {
            inherited = { ...this.defaultParagraph.layout };
            const chain = this.chain(styleId);
            for (let k = chain.length - 1; k >= 0; k--)
                Object.assign(inherited, chain[k].paragraph.layout);
            this.styleLayoutCache.set(key, inherited);
        }
        // Most paragraphs have no direct layout: theirs is their style's, worked out once and shared
        // (readers copy it before adding to it).
        if (!direct.layout) {
            if (!this.styleLayoutResult.has(key))
                this.styleLayoutResult.set(key, visibleLayout(inherited));
            return this.styleLayoutResult.get(key);
        }
        return visibleLayout({ ...inherited, ...direct.layout });
    }
    /** Heading level 1..9 from outline level
   or a `Heading N` style name along basedOn. */
    headingLevel(styleId, direct) {
        // Without a direct outline level the answer is the style's alone.
        if (direct.outlineLevel !== undefined || styleId === undefined)
            return this.computeHeadingLevel(styleId, direct);
        if (this.styleHeadingCache.has(styleId))
            return this.styleHeadingCache.get(styleId);
        const level = this.computeHeadingLevel(styleId, direct);
        this.styleHeadingCache.set(styleId, level);
        return level;
    }
    computeHeadingLevel(styleId, direct) {
        const outline = this.paragraphProperty(styleId, direct, 'outlineLevel');
        if (outline !== undefined)
            return outline >= 0 && outline <= 8 ? outline + 1 : undefined;
        for (const style of this.chain(styleId)) {
            const match = /^heading\s*([1-9])$/i.exec(style.name ?? '');
            if (match)
                return Number(match[1]);
        }
        return undefined;
    }
    /** Numbering (numId, ilvl) from direct formatting or the paragraph style chain. */
    numbering(styleId, direct) {
        let numId = direct.numId;
        let level = direct.numLevel;
        if (numId === undefined || level === undefined) {
            for (const style of this.chain(styleId)) {
                numId ??= style.paragraph.numId;
                level ??= style.paragraph.numLevel;
                if (numId !== undefined && level !== undefined)
                    break;
            }
        }
        if (numId === undefined || numId === '0')
            return undefined;
        return { numId, level: Math.min(8, Math.max(0, level ?? 0)) };
    }
    /** Resolves a run's style from its paragraph style, character style and direct properties. */
    resolveRun(paragraphStyleId, characterStyleId, direct) {
        let hasDirect = false;
        for (const key in direct) {
            if (direct[key] !== undefined) {
                hasDirect = true;
                break;
            }
        }
        // Most runs have no direct formatting: theirs is resolved once per pair of styles (the
        // result is shared, its readers copy the style).
        const plainKey = hasDirect ? undefined : `${paragraphStyleId ?? ''}\u0000${characterStyleId ?? ''}`;
        if (plainKey !== undefined) {
            const cached = this.plainRunCache.get(plainKey);
            if (cached)
                return cached;
        }
        const base = this.baseRun(paragraphStyleId, characterStyleId ?? this.defaultCharacterStyleId);
        const merged = { ...base };
        for (const key in direct) {
            const value = direct[key];
            if (value !== undefined)
                merged[key] = value;
        }
        const resolved = { style: toRunStyle(merged), hidden: merged.hidden === true };
        if (plainKey !== undefined)
            this.plainRunCache.set(plainKey, resolved);
        return resolved;
    }
    baseRun(paragraphStyleId, characterStyleId) {
        const key = `${paragraphStyleId ?? ''}\u0000${characterStyleId ?? ''}`;
        const cached = this.baseCache.get(key);
        if (cached)
            return cached;
        const paragraphRun = paragraphStyleId ? this.chainRun(paragraphStyleId) : {};
        const characterRun = characterStyleId ? this.chainRun(characterStyleId) : {};
        const merged = { ...this.defaultRun };
        for (const source of [paragraphRun, characterRun]) {
            for (const key in source) {
                if (TOGGLES.includes(key))
                    continue;
                const value = source[key];
                if (value !== undefined)
                    merged[key] = value;
            }
        }
        for (const toggle of TOGGLES) {
            const fromParagraph = paragraphRun[toggle];
            const fromCharacter = characterRun[toggle];
            if (fromParagraph !== undefined || fromCharacter !== undefined) {
                merged[toggle] = (fromParagraph ?? false) !== (fromCharacter ?? false);
            }
        }
        this.baseCache.set(key, merged);
        return merged;
    }
    /** Run properties of a style with its basedOn chain applied (the most derived value wins). */
    chainRun(id) {
        const cached = this.chainRunCache.get(id);
        if (cached)
            return cached;
        const merged = {};
        const chain = this.chain(id);
        for (let i = chain.length - 1; i >= 0; i--) {
            const run = chain[i].run;
            for (const key in run) {
                const value = run[key];
                if (value !== undefined)
                    merged[key] = value;
            }
        }
        this.chainRunCache.set(id, merged);
        return merged;
    }
}
const NO_STYLES = [];
/** Built-in names Word stores in lower case and shows differently from plain capitalisation. */
const BUILT_IN_DISPLAY_NAMES = {
    'annotation text': 'Comment Text',
    'annotation reference': 'Comment Reference',
    'annotation subject': 'Comment Subject',
    'table of figures': 'Table of Figures',
    'table of authorities': 'Table of Authorities',
    'toa heading': 'TOA Heading',
    'index heading': 'Index Heading',
    'envelope address': 'Envelope Address',
    'envelope return': 'Envelope Return',
    macro: 'Macro Text',
    'Default Paragraph Font': 'Default Paragraph Font',
};
function toRunStyle(props) {
    const style = {};
    if (props.bold)
        style.bold = true;
    if (props.italic)
        style.italic = true;
    if (props.underline && props.underline !== 'none')
        style.underline = props.underline;
    if (props.strike)
        style.strike = true;
    if (props.font)
        style.font = props.font;
    if (props.size !== undefined)
        style.size = props.size;
    if (props.color)
        style.color = props.color;
    const highlight = props.highlight ?? props.shading;
    if (highlight)
        style.highlight = highlight;
    if (props.vertAlign === 'superscript' || props.vertAlign === 'subscript')
        style.vertAlign = props.vertAlign;
    return style;
}
/** ST_OnOff: absent value means on. */
function isOn(value) {
    return value === undefined || value === 'true' || value === '1' || value === 'on';
}
/** Reads one rPr element (the rStyle reference is read separately by the caller). */
function readRunProperties(rPr, theme) {
    const props = {};
    for (const element of rPr.children) {
        switch (element.name) {
            case 'w:b':
                props.bold = isOn(element.attrs['w:val']);
                break;
            case 'w:i':
                props.italic = isOn(element.attrs['w:val']);
                break;
            case 'w:strike':
            case 'w:dstrike': {
                const on = isOn(element.attrs['w:val']);
                // strike and dstrike both mean "struck through"; one switched off must not clear the other.
                if (on || props.strike === undefined)
                    props.strike = on;
                break;
            }
            case 'w:vanish':
                props.hidden = isOn(element.attrs['w:val']);
                break;
            case 'w:u':
                props.underline = element.attrs['w:val'] ?? 'single';
                break;
            case 'w:rFonts': {
                const font = themeFont(element.attrs['w:asciiTheme'], theme) ?? element.attrs['w:ascii'];
                if (font)
                    props.font = font;
                break;
            }
            case 'w:sz': {
                const halfPoints = parseHalfPoints(element.attrs['w:val']);
                if (halfPoints !== undefined)
                    props.size = halfPoints / 2;
                break;
            }
            case 'w:color': {
                const color = element.attrs['w:val'];
                if (color && /^[0-9a-fA-F]{6}$/.test(color))
                    props.color = color.toUpperCase();
                else if (color === 'auto')
                    props.color = undefined;
                break;
            }
            case 'w:highlight': {
                const value = element.attrs['w:val'];
                if (value && value !== 'none')
                    props.highlight = value;
                break;
            }
            case 'w:shd': {
                const fill = element.attrs['w:fill'];
                if (fill && /^[0-9a-fA-F]{6}$/.test(fill))
                    props.shading = fill.toUpperCase();
                break;
            }
            case 'w:vertAlign':
                props.vertAlign = element.attrs['w:val'];
                break;
        }
    }
    return props;
}
function readParagraphProperties(pPr) {
    const props = {};
    for (const element of pPr.children) {
        switch (element.name) {
            case 'w:pStyle':
                props.styleId = element.attrs['w:val'];
                break;
            case 'w:jc':
                props.alignment = normalizeAlignment(element.attrs['w:val']);
                break;
            case 'w:outlineLvl': {
                const level = Number(element.attrs['w:val']);
                if (Number.isInteger(level)) {
                    props.outlineLevel = level;
                    layout(props)['outline level'] = level >= 0 && level <= 8 ? `level ${level + 1}` : 'body text';
                }
                break;
            }
            case 'w:ind':
                readIndent(element, layout(props));
                break;
            case 'w:spacing':
                readSpacing(element, layout(props));
                break;
            case 'w:keepNext':
                layout(props)['keep with next'] = String(isOn(element.attrs['w:val']));
                break;
            case 'w:keepLines':
                layout(props)['keep lines together'] = String(isOn(element.attrs['w:val']));
                break;
            case 'w:pageBreakBefore':
                layout(props)['page break before'] = String(isOn(element.attrs['w:val']));
                break;
            case 'w:pBdr':
                layout(props).borders = readBorders(element);
                break;
            case 'w:shd':
                layout(props).shading = readShading(element);
                break;
            case 'w:tabs':
                layout(props).tabs = readTabs(element);
                break;
            case 'w:numPr': {
                const numId = element.child('w:numId')?.attrs['w:val'];
                const level = Number(element.child('w:ilvl')?.attrs['w:val']);
                if (numId !== undefined)
                    props.numId = numId;
                if (Number.isInteger(level))
                    props.numLevel = level;
                break;
            }
        }
    }
    return props;
}
/** The values of a resolved layout other than the defaults, or undefined when none is. */
function visibleLayout(merged) {
    let out;
    for (const { name, default: fallback } of model_document/* PARAGRAPH_PROPERTIES */.Po) {
        const value = merged[name];
        if (value === undefined || value === fallback)
            continue;
        (out ??= {})[name] = value;
    }
    return out;
}
function layout(props) {
    return (props.layout ??= {});
}
/** Points with at most two decimals, as changes show them (`36pt`). */
function points(value) {
    return `${Math.round(value * 100) / 100}pt`;
}
function twipsValue(value) {
    const pt = twipsToPoints(value);
    return pt === undefined ? undefined : points(pt);
}
function readIndent(ind, out) {
    const left = twipsValue(ind.attrs['w:left'] ?? ind.attrs['w:start']);
    const right = twipsValue(ind.attrs['w:right'] ?? ind.attrs['w:end']);
    const firstLine = twipsValue(ind.attrs['w:firstLine']);
    const hanging = twipsValue(ind.attrs['w:hanging']);
    if (left !== undefined)
        out['indent left'] = left;
    if (right !== undefined)
        out['indent right'] = right;
    // First-line and hanging indents exclude each other: stating one clears an inherited other.
    if (hanging !== undefined) {
        out['indent hanging'] = hanging;
        out['indent first line'] = '0pt';
    }
    else if (firstLine !== undefined) {
        out['indent first line'] = firstLine;
        out['indent hanging'] = '0pt';
    }
}
function readSpacing(spacing, out) {
    const before = twipsValue(spacing.attrs['w:before']);
    const after = twipsValue(spacing.attrs['w:after']);
    if (before !== undefined)
        out['space before'] = before;
    if (after !== undefined)
        out['space after'] = after;
    const line = spacing.attrs['w:line'];
    if (line === undefined || !/^-?\d+$/.test(line))
        return;
    const rule = spacing.attrs['w:lineRule'] ?? 'auto';
    if (rule === 'auto') {
        const lines = Math.round((Number(line) / 240) * 100) / 100;
        out['line spacing'] = lines === 1 ? 'single' : `${lines} lines`;
    }
    else
        out['line spacing'] = `${rule === 'exact' ? 'exactly' : 'at least'} ${points(Number(line) / 20)}`;
}
function readBorders(pBdr) {
    const sides = [];
    for (const side of pBdr.children) {
        const kind = side.attrs['w:val'];
        if (!kind || kind === 'none' || kind === 'nil')
            continue;
        const size = Number(side.attrs['w:sz']);
        const color = side.attrs['w:color'];
        const parts = [side.name.replace(/^w:/, ''), kind];
        if (Number.isFinite(size))
            parts.push(points(size / 8));
        if (color && color !== 'auto')
            parts.push(color.toUpperCase());
        sides.push(parts.join(' '));
    }
    return sides.length ? sides.join('; ') : 'none';
}
function readShading(shd) {
    const pattern = shd.attrs['w:val'];
    const fill = shd.attrs['w:fill'];
    const parts = [];
    if (fill && fill !== 'auto')
        parts.push(fill.toUpperCase());
    if (pattern && pattern !== 'clear' && pattern !== 'nil')
        parts.push(pattern);
    return parts.length ? parts.join(' ') : 'none';
}
function readTabs(tabs) {
    const stops = [];
    for (const tab of tabs.children) {
        const kind = tab.attrs['w:val'];
        const position = twipsValue(tab.attrs['w:pos']);
        if (!kind || kind === 'clear' || position === undefined)
            continue;
        const leader = tab.attrs['w:leader'];
        stops.push(`${kind} ${position}${leader && leader !== 'none' ? ` ${leader}` : ''}`);
    }
    return stops.length ? stops.join(', ') : 'none';
}
function normalizeAlignment(value) {
    switch (value) {
        case 'left':
        case 'start':
            return 'left';
        case 'right':
        case 'end':
            return 'right';
        case 'center':
            return 'center';
        case 'both':
        case 'distribute':
        case 'thaiDistribute':
        case 'lowKashida':
        case 'mediumKashida':
        case 'highKashida':
            return 'both';
        default:
            return value;
    }
}
function themeFont(value, theme) {
    if (!value)
        return undefined;
    const major = value.startsWith('major');
    if (value.endsWith('EastAsia'))
        return major ? theme.majorEastAsia : theme.minorEastAsia;
    if (value.endsWith('Bidi'))
        return major ? theme.majorBidi : theme.minorBidi;
    return major ? theme.major : theme.minor;
}
/** Half-points, also accepting the universal measures Strict OOXML allows (`11pt`). */
function parseHalfPoints(value) {
    if (value === undefined)
        return undefined;
    if (/^\d+$/.test(value))
        return Number(value);
    const points = parseUniversalMeasure(value);
    return points === undefined ? undefined : points * 2;
}
/** A universal measure (`12pt`, `2.5cm`, `1in`) in points. */
function parseUniversalMeasure(value) {
    const match = /^(-?\d+(?:\.\d+)?)(mm|cm|in|pt|pc|pi)$/.exec(value.trim());
    if (!match)
        return undefined;
    const n = Number(match[1]);
    const factor = { mm: 72 / 25.4, cm: 72 / 2.54, in: 72, pt: 1, pc: 12, pi: 12 };
    return n * factor[match[2]];
}
/** A twips measure (ST_TwipsMeasure) in points. */
function twipsToPoints(value) {
    if (value === undefined)
        return undefined;
    if (/^-?\d+(\.\d+)?$/.test(value))
        return Number(value) / 20;
    return parseUniversalMeasure(value);
}
/** Major and minor Latin fonts of the theme, which asciiTheme references point at. */
function readThemeFonts(root) {
    const fonts = {};
    if (!root)
        return fonts;
    const scheme = findElement(root, 'a:fontScheme');
    if (!scheme)
        return fonts;
    const major = scheme.child('a:majorFont');
    const minor = scheme.child('a:minorFont');
    fonts.major = nonEmpty(major?.child('a:latin')?.attr('typeface'));
    fonts.minor = nonEmpty(minor?.child('a:latin')?.attr('typeface'));
    fonts.majorEastAsia = nonEmpty(major?.child('a:ea')?.attr('typeface'));
    fonts.minorEastAsia = nonEmpty(minor?.child('a:ea')?.attr('typeface'));
    fonts.majorBidi = nonEmpty(major?.child('a:cs')?.attr('typeface'));
    fonts.minorBidi = nonEmpty(minor?.child('a:cs')?.attr('typeface'));
    return fonts;
}
function nonEmpty(value) {
    return value ? value : undefined;
}
function findElement(element, name) {
    if (element.name === name)
        return element;
    for (const child of element.children) {
        const found = findElement(child, name);
        if (found)
            return found;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/formats/package/xml-tree.ts
var xml_tree = __webpack_require__(66372);
// EXTERNAL MODULE: ./src/engine/formats/shared/chart.ts
var shared_chart = __webpack_require__(3607);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/content.ts





const SECTION_STARTS = {
    nextPage: 'next page',
    continuous: 'continuous',
    evenPage: 'even page',
    oddPage: 'odd page',
    nextColumn: 'next column',
};
/** A section's page setup as display values (page size, orientation, margins, columns, first page). */
function sectionSetup(sectPr) {
    const setup = {};
    const size = sectPr.child('w:pgSz');
    const width = twipsToPoints(size?.attrs['w:w']);
    const height = twipsToPoints(size?.attrs['w:h']);
    if (width !== undefined && height !== undefined)
        setup['page size'] = `${points(width)} × ${points(height)}`;
    const orient = size?.attrs['w:orient'];
    setup.orientation =
        orient ?? (width !== undefined && height !== undefined && width > height ? 'landscape' : 'portrait');
    const margins = sectPr.child('w:pgMar');
    if (margins) {
        setup.margins = ['top', 'right', 'bottom', 'left']
            .map((side) => `${side} ${points(twipsToPoints(margins.attrs[`w:${side}`]) ?? 0)}`)
            .join(', ');
    }
    const cols = sectPr.child('w:cols');
    const count = Number(cols?.attrs['w:num'] ?? 1);
    const space = twipsToPoints(cols?.attrs['w:space']);
    setup.columns = count > 1 && space !== undefined ? `${count}, space ${points(space)}` : String(count || 1);
    const titlePg = sectPr.child('w:titlePg');
    setup['different first page'] = String(titlePg !== undefined && isOn(titlePg.attrs['w:val']));
    return setup;
}
const EMPTY_PARAGRAPH_PROPERTIES = {};
const EMPTY_RUN_PROPERTIES = {};
/** Elements that carry no visible content of their own (marks, ranges, properties). */
const IGNORED_IN_BLOCKS = new Set([
    'w:bookmarkStart',
    'w:bookmarkEnd',
    'w:commentRangeStart',
    'w:commentRangeEnd',
    'w:permStart',
    'w:permEnd',
    'w:proofErr',
    'w:moveFromRangeStart',
    'w:moveFromRangeEnd',
    'w:moveToRangeStart',
    'w:moveToRangeEnd',
    'w:customXmlInsRangeStart',
    'w:customXmlInsRangeEnd',
    'w:customXmlDelRangeStart',
    'w:customXmlDelRangeEnd',
    'w:customXmlMoveFromRangeStart',
    'w:customXmlMoveFromRangeEnd',
    'w:customXmlMoveToRangeStart',
    'w:customXmlMoveToRangeEnd',
    'w:sdtPr',
    'w:sdtEndPr',
    'w:customXmlPr',
    'w:smartTagPr',
    'w:pPr',
    'w:tblPr',
    'w:tblGrid',
    'w:tblPrEx',
    'w:trPr',
    'w:tcPr',
    'w:sectPr',
]);
const IGNORED_IN_RUNS = new Set([
    'w:rPr',
    'w:lastRenderedPageBreak',
    'w:commentReference',
    'w:annotationRef',
    'w:footnoteRef',
    'w:endnoteRef',
    'w:separator',
    'w:continuationSeparator',
    'w:softHyphen',
    'w:delText',
    'w:delInstrText',
]);
/** Reads the blocks of one story (body, header, note, comment, text box). */
class StoryReader {
    session;
    context;
    isBody;
    fields = [];
    counters;
    streamSink;
    /** The paragraph that ended the previous section, named once the next section's start is read. */
    lastBreak;
    constructor(session, context, isBody) {
        this.session = session;
        this.context = context;
        this.isBody = isBody;
        this.counters = new ListCounters(session.numbering);
    }
    /** Blocks of a container element (w:body, w:hdr, w:footnote, w:txbxContent, a cell). */
    readBlocks(container, path) {
        const sink = { blocks: [] };
        this.readContainer(container, path, sink);
        this.flushPending(sink);
        return sink.blocks;
    }
    /** Starts a story read block by block (the body, streamed while it is parsed). */
    beginStream() {
        this.streamSink = { blocks: [] };
    }
    /** One child element of the streamed container, with its locator path. */
    streamChild(child, path) {
        if (this.streamSink)
            this.readBlockChild(child, path, this.streamSink);
    }
    endStream() {
        const sink = this.streamSink ?? { blocks: [] };
        this.flushPending(sink);
        this.streamSink = undefined;
        return sink.blocks;
    }
    readContainer(container, path, sink) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            this.readBlockChild(children[i], path === '' ? String(i) : `${path}/${i}`, sink);
        }
    }
    readBlockChild(child, childPath, sink) {
        switch (child.name) {
            case 'w:p':
                this.readParagraph(child, childPath, sink);
                break;
            case 'w:tbl': {
                this.flushPending(sink);
                const table = this.readTable(child, childPath);
                // A table whose rows were all deleted is gone once the deletions are accepted.
                if (table.rows.length > 0 || !child.children.some((c) => c.name === 'w:tr'))
                    sink.blocks.push(table);
                break;
            }
            case 'w:sdt':
                this.readSdt(child, childPath, (content, contentPath) => this.readContainer(content, contentPath, sink));
                break;
            case 'w:customXml':
            case 'w:ins':
            case 'w:moveTo':
                this.readContainer(child, childPath, sink);
                break;
            case 'w:del':
            case 'w:moveFrom':
                break;
            case 'mc:AlternateContent':
                this.readChoice(child, childPath, (choice, choicePath) => this.readContainer(choice, choicePath, sink));
                break;
            case 'w:sectPr':
                if (this.isBody) {
                    this.addSection(child);
                    this.endSection(child, sink.blocks[sink.blocks.length - 1], true);
                }
                break;
            case 'm:oMathPara':
            case 'm:oMath': {
                // Math directly in a block container (not inside w:p) still reads as a paragraph.
                this.flushPending(sink);
                const runs = [];
                if (child.name === 'm:oMath')
                    this.readEquation(child, childPath, runs, undefined, undefined);
                else {
                    child.children.forEach((math, k) => {
                        if (math.name === 'm:oMath')
                            this.readEquation(math, `${childPath}/${k}`, runs, undefined, undefined);
                    });
                }
                sink.blocks.push({ type: 'paragraph', runs, locator: this.locator(childPath) });
                break;
            }
            case 'w:altChunk':
                this.warn('unsupported-element', 'imported content (w:altChunk) is not read', childPath);
                break;
            default:
                if (!IGNORED_IN_BLOCKS.has(child.name)) {
                    this.warn('unsupported-element', `unsupported element ${child.name} skipped`, childPath);
                }
        }
    }
    /**
     * A paragraph whose mark was deleted and that has nothing after it to join (a table, the end
     * of its container) stays a paragraph of its own when it still has text, and vanishes when not.
     */
    flushPending(sink) {
        const pending = sink.pending;
        if (!pending)
            return;
        sink.pending = undefined;
        if (pending.runs.length > 0)
            this.finishParagraph(sink, pending.runs, pending.locator, pending.styleId, pending.direct);
    }
    readParagraph(p, path, sink) {
        const pPr = p.children.length > 0 && p.children[0].name === 'w:pPr' ? p.children[0] : p.child('w:pPr');
        const direct = pPr ? readParagraphProperties(pPr) : EMPTY_PARAGRAPH_PROPERTIES;
        const styleId = this.session.styles.paragraphStyleId(direct.styleId);
        let runs = [];
        this.readInline(p, path, runs, styleId, undefined, undefined);
        let markDeleted = false;
        let sectPr;
        if (pPr) {
            const markProperties = pPr.child('w:rPr');
            markDeleted =
                markProperties !== undefined &&
                    (markProperties.child('w:del') ?? markProperties.child('w:moveFrom')) !== undefined;
            sectPr = pPr.child('w:sectPr');
            if (sectPr && this.isBody)
                this.addSection(sectPr);
        }
        let locator = this.locator(path);
        if (sink.pending) {
            // Accepting a deleted paragraph mark joins the paragraph to the next one, whose mark
            // (and so whose paragraph properties) survives.
            runs = sink.pending.runs.concat(runs);
            locator = sink.pending.locator;
            sink.pending = undefined;
        }
        if (markDeleted) {
            sink.pending = { runs, locator, styleId, direct };
            return;
        }
        this.finishParagraph(sink, runs, locator, styleId, direct);
        if (sectPr && this.isBody)
            this.endSection(sectPr, sink.blocks[sink.blocks.length - 1]);
    }
    /**
     * A section ends at `block` (a paragraph holding a sectPr, or the body's last paragraph for
     * the body's own sectPr): its page setup goes on that paragraph. How a section starts is
     * stated in its own sectPr, so the break before it is named when it is read.
     */
    endSection(sectPr, block, last = false) {
        const start = SECTION_STARTS[sectPr.child('w:type')?.attrs['w:val'] ?? 'nextPage'] ?? 'next page';
        if (this.lastBreak?.properties)
            this.lastBreak.properties['section break'] = start;
        this.lastBreak = undefined;
        if (block?.type !== 'paragraph')
            return;
        const properties = (block.properties = { ...block.properties, ...sectionSetup(sectPr) });
        if (last)
            return;
        properties['section break'] = 'next page';
        this.lastBreak = block;
    }
    finishParagraph(sink, runs, locator, styleId, direct) {
        const styles = this.session.styles;
        const block = { type: 'paragraph', runs, locator };
        const styleName = styles.displayName(styleId);
        if (styleName !== undefined)
            block.styleName = styleName;
        const headingLevel = styles.headingLevel(styleId, direct);
        if (headingLevel !== undefined)
            block.headingLevel = headingLevel;
        const alignment = styles.paragraphProperty(styleId, direct, 'alignment');
        if (alignment !== undefined)
            block.alignment = alignment;
        const properties = styles.paragraphLayout(styleId, direct);
        if (properties)
            block.properties = properties;
        const numbering = styles.numbering(styleId, direct);
        if (numbering) {
            const label = this.counters.next(numbering.numId, numbering.level);
            // A level whose text renders empty (heading numbering switched off) shows no list label.
            if (label !== undefined && label !== '') {
                block.list = { label, level: numbering.level };
                const format = this.counters.format(numbering.numId, numbering.level);
                if (format !== undefined)
                    block.list.format = format;
            }
        }
        sink.blocks.push(block);
    }
    /** Inline content of a paragraph or an inline container. */
    readInline(container, path, runs, styleId, author, link) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            const childPath = path === '' ? String(i) : `${path}/${i}`;
            switch (child.name) {
                case 'w:r':
                    this.readRun(child, childPath, runs, styleId, author, link);
                    break;
                case 'w:ins':
                case 'w:moveTo':
                    this.readInline(child, childPath, runs, styleId, child.attrs['w:author'] ?? author, link);
                    break;
                case 'w:del':
                case 'w:moveFrom':
                    break;
                case 'w:hyperlink':
                    this.readInline(child, childPath, runs, styleId, author, this.hyperlinkTarget(child) ?? link);
                    break;
                case 'w:fldSimple':
                    this.readInline(child, childPath, runs, styleId, author, hyperlinkFromInstruction(child.attrs['w:instr']) ?? link);
                    break;
                case 'w:smartTag':
                case 'w:customXml':
                case 'w:dir':
                case 'w:bdo':
                    this.readInline(child, childPath, runs, styleId, author, link);
                    break;
                case 'w:sdt':
                    this.readSdt(child, childPath, (content, contentPath) => this.readInline(content, contentPath, runs, styleId, author, link));
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, childPath, (choice, choicePath) => this.readInline(choice, choicePath, runs, styleId, author, link));
                    break;
                case 'm:oMath':
                    this.readEquation(child, childPath, runs, author, link);
                    break;
                case 'm:oMathPara':
                    for (let k = 0; k < child.children.length; k++) {
                        const math = child.children[k];
                        if (math.name === 'm:oMath')
                            this.readEquation(math, `${childPath}/${k}`, runs, author, link);
                    }
                    break;
                case 'w:subDoc':
                    this.warn('unsupported-element', 'subdocument reference (w:subDoc) is not read', childPath);
                    break;
                case 'w:commentRangeStart':
                case 'w:commentRangeEnd':
                    this.markComment(child, childPath);
                    break;
                default:
                    if (!IGNORED_IN_BLOCKS.has(child.name)) {
                        // Unknown wrappers usually hold runs: keep their text rather than lose it.
                        this.warn('unsupported-element', `unsupported element ${child.name} read as plain content`, childPath);
                        this.readInline(child, childPath, runs, styleId, author, link);
                    }
            }
        }
    }
    readRun(r, path, runs, styleId, author, link) {
        const children = r.children;
        const rPr = children.length > 0 && children[0].name === 'w:rPr' ? children[0] : undefined;
        const characterStyleId = rPr?.child('w:rStyle')?.attrs['w:val'];
        const direct = rPr ? readRunProperties(rPr, this.session.styles.themeFonts) : EMPTY_RUN_PROPERTIES;
        const emitter = {
            runs,
            locator: this.locator(path),
            resolved: this.session.styles.resolveRun(styleId, characterStyleId, direct),
            author,
            link,
            text: '',
        };
        this.readRunContent(r, path, emitter, styleId);
        this.flushText(emitter);
    }
    readRunContent(container, path, emitter, styleId) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            switch (child.name) {
                case 'w:t':
                    emitter.text += child.text;
                    break;
                case 'w:tab':
                case 'w:ptab':
                    emitter.text += '\t';
                    break;
                case 'w:br': {
                    const type = child.attrs['w:type'];
                    if (type === 'page') {
                        this.flushText(emitter);
                        this.emitObject(emitter, { kind: 'break', hash: (0,digest/* sha1 */.N)('page break'), name: 'page break' }, '[page break]');
                    }
                    else
                        emitter.text += '\n';
                    break;
                }
                case 'w:cr':
                    emitter.text += '\n';
                    break;
                case 'w:noBreakHyphen':
                    emitter.text += '\u2011';
                    break;
                case 'w:sym': {
                    const code = parseInt(child.attrs['w:char'] ?? '', 16);
                    if (Number.isFinite(code))
                        emitter.text += String.fromCharCode(code);
                    break;
                }
                case 'w:fldChar':
                    this.flushText(emitter);
                    this.fieldChar(child.attrs['w:fldCharType']);
                    break;
                case 'w:instrText': {
                    const frame = this.fields[this.fields.length - 1];
                    if (frame && !frame.inResult)
                        frame.instruction += child.text;
                    break;
                }
                case 'w:footnoteReference':
                case 'w:endnoteReference': {
                    // The mark is a run of its own, so the diff can tell a note's mark from the words around it.
                    const mark = this.noteMark(child);
                    if (!mark)
                        break;
                    this.flushText(emitter);
                    emitter.text = mark;
                    const id = child.attrs['w:id'];
                    this.flushText(emitter, id === undefined ? undefined : `${child.name === 'w:footnoteReference' ? 'footnote' : 'endnote'}:${id}`);
                    break;
                }
                case 'w:drawing':
                    this.flushText(emitter);
                    this.readDrawing(child, `${path}/${i}`, emitter);
                    break;
                case 'w:pict':
                    this.flushText(emitter);
                    this.readVml(child, `${path}/${i}`, emitter);
                    break;
                case 'w:object':
                    this.flushText(emitter);
                    this.readEmbeddedObject(child, `${path}/${i}`, emitter);
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, `${path}/${i}`, (choice, choicePath) => this.readRunContent(choice, choicePath, emitter, styleId));
                    break;
                case 'w:ruby': {
                    // The base text is what reads in the line; the ruby annotation sits above it.
                    this.flushText(emitter);
                    const baseIndex = child.children.findIndex((c) => c.name === 'w:rubyBase');
                    if (baseIndex >= 0) {
                        this.readInline(child.children[baseIndex], `${path}/${i}/${baseIndex}`, emitter.runs, styleId, emitter.author, emitter.link);
                    }
                    break;
                }
                default:
                    if (child.name === 'w:commentReference')
                        this.markComment(child, path);
                    else if (!IGNORED_IN_RUNS.has(child.name)) {
                        this.warn('unsupported-element', `unsupported run content ${child.name} skipped`, `${path}/${i}`);
                    }
            }
        }
    }
    fieldChar(type) {
        if (type === 'begin')
            this.fields.push({ inResult: false, instruction: '' });
        else if (type === 'separate') {
            const frame = this.fields[this.fields.length - 1];
            if (frame) {
                frame.inResult = true;
                frame.link = hyperlinkFromInstruction(frame.instruction);
            }
        }
        else if (type === 'end')
            this.fields.pop();
    }
    /** Text is shown only outside field codes: every open field must be in its result part. */
    visible(emitter) {
        if (emitter.resolved.hidden) {
            this.session.hiddenRuns++;
            return false;
        }
        for (let i = 0; i < this.fields.length; i++)
            if (!this.fields[i].inResult)
                return false;
        return true;
    }
    fieldLink() {
        for (let i = this.fields.length - 1; i >= 0; i--)
            if (this.fields[i].link)
                return this.fields[i].link;
        return undefined;
    }
    flushText(emitter, note) {
        if (emitter.text === '')
            return;
        const text = emitter.text;
        emitter.text = '';
        if (!this.visible(emitter))
            return;
        const run = { text, style: { ...emitter.resolved.style }, locator: emitter.locator };
        this.decorate(run, emitter);
        if (note !== undefined)
            run.note = note;
        emitter.runs.push(run);
    }
    emitObject(emitter, object, label) {
        if (!this.visible(emitter))
            return;
        const run = { text: label, style: { ...emitter.resolved.style }, locator: emitter.locator, object };
        this.decorate(run, emitter);
        emitter.runs.push(run);
    }
    decorate(run, emitter) {
        if (emitter.author !== undefined)
            run.author = emitter.author;
        const link = emitter.link ?? this.fieldLink();
        if (link !== undefined)
            run.link = link;
    }
    noteMark(reference) {
        if (reference.attrs['w:customMarkFollows'] !== undefined && reference.attrs['w:customMarkFollows'] !== '0')
            return '';
        if (reference.name === 'w:footnoteReference')
            return String(++this.session.footnoteCount);
        // Word numbers endnotes i, ii, iii … unless the settings say otherwise.
        return formatNumber(++this.session.endnoteCount, 'lowerRoman', new Set());
    }
    readEquation(math, path, runs, author, link) {
        const deleted = (element) => element.name === 'w:del' || element.name === 'w:moveFrom';
        const text = mathText(math, deleted);
        const hash = (0,digest/* sha1 */.N)(new TextEncoder().encode((0,xml_tree/* canonicalXml */.K1)(math, deleted)));
        if (this.fields.some((frame) => !frame.inResult))
            return;
        const run = {
            text,
            style: {},
            locator: this.locator(path),
            object: { kind: 'equation', hash, name: text },
        };
        this.decorate(run, { author, link });
        runs.push(run);
    }
    readSdt(sdt, path, read) {
        const index = sdt.children.findIndex((c) => c.name === 'w:sdtContent');
        if (index >= 0)
            read(sdt.children[index], `${path}/${index}`);
    }
    /** Markup compatibility: the first mc:Choice is the copy Word shows; mc:Fallback repeats it. */
    readChoice(alternate, path, read) {
        let index = alternate.children.findIndex((c) => c.name === 'mc:Choice');
        if (index < 0)
            index = alternate.children.findIndex((c) => c.name === 'mc:Fallback');
        if (index >= 0)
            read(alternate.children[index], `${path}/${index}`);
    }
    readTable(tbl, path) {
        const table = { type: 'table', rows: [], locator: this.locator(path) };
        const styleId = tbl.child('w:tblPr')?.child('w:tblStyle')?.attrs['w:val'];
        const styleName = this.session.styles.displayName(styleId);
        if (styleName !== undefined)
            table.styleName = styleName;
        this.readRows(tbl, path, table.rows);
        return table;
    }
    readRows(container, path, rows) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            const childPath = `${path}/${i}`;
            switch (child.name) {
                case 'w:tr': {
                    const trPr = child.child('w:trPr');
                    if (trPr && trPr.child('w:del') !== undefined)
                        break; // a deleted row is gone once accepted
                    const row = { cells: [], locator: this.locator(childPath) };
                    this.readCells(child, childPath, row.cells);
                    rows.push(row);
                    break;
                }
                case 'w:sdt':
                    this.readSdt(child, childPath, (content, contentPath) => this.readRows(content, contentPath, rows));
                    break;
                case 'w:customXml':
                case 'w:ins':
                case 'w:moveTo':
                    this.readRows(child, childPath, rows);
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, childPath, (choice, choicePath) => this.readRows(choice, choicePath, rows));
                    break;
                default:
                    if (!IGNORED_IN_BLOCKS.has(child.name) && child.name !== 'w:del' && child.name !== 'w:moveFrom') {
                        this.warn('unsupported-element', `unsupported table content ${child.name} skipped`, childPath);
                    }
            }
        }
    }
    readCells(container, path, cells) {
        const children = container.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            const childPath = `${path}/${i}`;
            switch (child.name) {
                case 'w:tc': {
                    const cell = { blocks: this.readBlocks(child, childPath), locator: this.locator(childPath) };
                    const tcPr = child.child('w:tcPr');
                    if (tcPr) {
                        const span = Number(tcPr.child('w:gridSpan')?.attrs['w:val']);
                        if (Number.isInteger(span) && span > 1)
                            cell.colSpan = span;
                        const vMerge = tcPr.child('w:vMerge');
                        if (vMerge)
                            cell.vMerge = vMerge.attrs['w:val'] === 'restart' ? 'restart' : 'continue';
                    }
                    cells.push(cell);
                    break;
                }
                case 'w:sdt':
                    this.readSdt(child, childPath, (content, contentPath) => this.readCells(content, contentPath, cells));
                    break;
                case 'w:customXml':
                    this.readCells(child, childPath, cells);
                    break;
                case 'mc:AlternateContent':
                    this.readChoice(child, childPath, (choice, choicePath) => this.readCells(choice, choicePath, cells));
                    break;
                default:
                    if (!IGNORED_IN_BLOCKS.has(child.name)) {
                        this.warn('unsupported-element', `unsupported row content ${child.name} skipped`, childPath);
                    }
            }
        }
    }
    // ---- objects -------------------------------------------------------------------------------
    readDrawing(drawing, path, emitter) {
        for (let i = 0; i < drawing.children.length; i++) {
            const frame = drawing.children[i];
            if (frame.name !== 'wp:inline' && frame.name !== 'wp:anchor')
                continue;
            const docPr = frame.child('wp:docPr');
            const fallbackName = content_nonEmpty(docPr?.attrs['descr']) ?? content_nonEmpty(docPr?.attrs['name']);
            const graphicIndex = frame.children.findIndex((c) => c.name === 'a:graphic');
            const graphicData = graphicIndex >= 0 ? frame.children[graphicIndex].child('a:graphicData') : undefined;
            if (!graphicData)
                continue;
            const dataPath = `${path}/${i}/${graphicIndex}/${frame.children[graphicIndex].children.indexOf(graphicData)}`;
            const found = this.readGraphic(graphicData, dataPath, emitter, fallbackName);
            if (!found) {
                const uri = graphicData.attrs['uri'] ?? 'unknown';
                this.warn('unsupported-drawing', `drawing of type ${uri} compared as an opaque object`, path);
                this.emitObject(emitter, { kind: 'object', hash: (0,digest/* sha1 */.N)((0,xml_tree/* canonicalXml */.K1)(graphicData)), name: fallbackName ?? 'drawing' }, `[object: ${fallbackName ?? 'drawing'}]`);
            }
        }
    }
    /** Pictures, charts, diagrams, shapes and text boxes inside DrawingML; true if any was found. */
    readGraphic(element, path, emitter, fallbackName) {
        switch (element.name) {
            case 'pic:pic': {
                const blip = (0,xml_tree/* findDescendant */.T5)(element, 'a:blip');
                const relId = blip?.attrs['r:embed'] ?? blip?.attrs['r:link'];
                this.emitPart(emitter, 'image', relId, fallbackName, path);
                return true;
            }
            case 'c:chart':
                this.emitPart(emitter, 'chart', element.attrs['r:id'], fallbackName, path);
                return true;
            case 'dgm:relIds':
                this.emitPart(emitter, 'object', element.attrs['r:dm'], fallbackName ?? 'SmartArt diagram', path);
                this.warn('smartart-text', 'SmartArt diagram text is not compared (the diagram is compared as a whole)', path);
                return true;
            case 'wps:wsp': {
                const txbxIndex = element.children.findIndex((c) => c.name === 'wps:txbx');
                const txbx = txbxIndex >= 0 ? element.children[txbxIndex] : undefined;
                const contentIndex = txbx ? txbx.children.findIndex((c) => c.name === 'w:txbxContent') : -1;
                if (txbx && contentIndex >= 0) {
                    this.readTextbox(txbx.children[contentIndex], `${path}/${txbxIndex}/${contentIndex}`);
                }
                else {
                    const name = fallbackName ?? 'shape';
                    this.emitObject(emitter, { kind: 'object', hash: (0,digest/* sha1 */.N)((0,xml_tree/* canonicalXml */.K1)(element)), name }, `[object: ${name}]`);
                }
                return true;
            }
            case 'mc:AlternateContent': {
                let found = false;
                this.readChoice(element, path, (choice, choicePath) => {
                    found = this.readGraphic(choice, choicePath, emitter, fallbackName);
                });
                return found;
            }
            case 'a:graphicData':
            case 'wpg:wgp':
            case 'wpg:grpSp':
            case 'wpc:wpc':
            case 'mc:Choice':
            case 'mc:Fallback': {
                let found = false;
                for (let i = 0; i < element.children.length; i++) {
                    if (this.readGraphic(element.children[i], `${path}/${i}`, emitter, undefined))
                        found = true;
                }
                return found;
            }
            default:
                return false;
        }
    }
    readVml(pict, path, emitter) {
        const found = this.readVmlShape(pict, path, emitter);
        if (!found)
            this.warn('unsupported-vml', 'VML shape without text or picture skipped', path);
    }
    readVmlShape(element, path, emitter) {
        let found = false;
        for (let i = 0; i < element.children.length; i++) {
            const child = element.children[i];
            const childPath = `${path}/${i}`;
            switch (child.name) {
                case 'v:imagedata': {
                    const relId = child.attrs['r:id'] ?? child.attrs['o:relid'] ?? child.attrs['r:href'];
                    this.emitPart(emitter, 'image', relId, content_nonEmpty(child.attrs['o:title']), childPath);
                    found = true;
                    break;
                }
                case 'v:textbox': {
                    const contentIndex = child.children.findIndex((c) => c.name === 'w:txbxContent');
                    if (contentIndex >= 0) {
                        this.readTextbox(child.children[contentIndex], `${childPath}/${contentIndex}`);
                        found = true;
                    }
                    break;
                }
                case 'o:OLEObject':
                    this.emitOle(child, childPath, emitter);
                    found = true;
                    break;
                case 'v:shapetype':
                case 'w10:wrap':
                case 'v:stroke':
                case 'v:fill':
                case 'v:path':
                case 'v:formulas':
                    break;
                default:
                    if (this.readVmlShape(child, childPath, emitter))
                        found = true;
            }
        }
        return found;
    }
    readEmbeddedObject(object, path, emitter) {
        const oleIndex = object.children.findIndex((c) => c.name === 'o:OLEObject');
        if (oleIndex >= 0) {
            this.emitOle(object.children[oleIndex], `${path}/${oleIndex}`, emitter);
            return;
        }
        const control = object.child('w:control');
        if (control) {
            const name = content_nonEmpty(control.attrs['w:name']) ?? 'control';
            this.emitPart(emitter, 'object', control.attrs['r:id'], name, path);
            return;
        }
        if (!this.readVmlShape(object, path, emitter)) {
            this.warn('unsupported-object', 'embedded object without OLE data or preview skipped', path);
        }
    }
    emitOle(ole, path, emitter) {
        const progId = content_nonEmpty(ole.attrs['ProgID']);
        this.emitPart(emitter, 'object', ole.attrs['r:id'], progId ?? 'embedded object', path, progId);
    }
    /** An object whose identity is the bytes of the part a relationship points at. */
    emitPart(emitter, kind, relId, fallbackName, path, prefix) {
        const relationship = relId ? this.context.relationships.get(relId) : undefined;
        let hash;
        let name;
        let detail;
        if (!relationship) {
            this.warn('missing-relationship', `${kind} refers to a missing relationship ${relId ?? '(none)'}`, path);
            hash = (0,digest/* sha1 */.N)(`missing:${relId ?? ''}`);
            name = fallbackName;
        }
        else if (relationship.external) {
            hash = (0,digest/* sha1 */.N)(`external:${relationship.target}`);
            name = baseName(relationship.target) || fallbackName;
        }
        else {
            const chart = kind === 'chart' ? (0,shared_chart/* chartIdentity */.jH)(this.session.zip.text(relationship.target), relationship.target) : undefined;
            const partHash = chart?.hash ?? this.hashPart(relationship.target);
            detail = chart?.detail;
            if (partHash === null) {
                this.warn('missing-part', `${kind} part '${relationship.target}' is missing from the package`, path);
                hash = (0,digest/* sha1 */.N)(`missing:${relationship.target}`);
            }
            else
                hash = partHash;
            name = baseName(relationship.target);
            if (prefix)
                name = `${prefix} (${name})`;
        }
        name ??= kind;
        this.emitObject(emitter, { kind, hash, name, ...(detail ? { detail } : {}) }, `[${kind}: ${name}]`);
    }
    hashPart(partName) {
        const cache = this.session.partHashes;
        let hash = cache.get(partName);
        if (hash === undefined) {
            hash = this.session.zip.has(partName) ? (0,digest/* sha1 */.N)(this.session.zip.read(partName)) : null;
            cache.set(partName, hash);
        }
        return hash;
    }
    readTextbox(content, path) {
        const number = this.session.textboxes.length + 1;
        const story = { kind: 'textbox', key: `textbox:${number}`, label: `text box ${number}`, blocks: [] };
        this.session.textboxes.push(story);
        story.blocks = new StoryReader(this.session, this.context, false).readBlocks(content, path);
    }
    hyperlinkTarget(hyperlink) {
        const relId = hyperlink.attrs['r:id'];
        const anchor = hyperlink.attrs['w:anchor'];
        if (relId) {
            const relationship = this.context.relationships.get(relId);
            if (relationship)
                return anchor ? `${relationship.target}#${anchor}` : relationship.target;
        }
        return anchor ? `#${anchor}` : undefined;
    }
    addSection(sectPr) {
        const section = { index: this.session.sections.length + 1, headers: [], footers: [] };
        for (const child of sectPr.children) {
            if (child.name === 'w:headerReference' || child.name === 'w:footerReference') {
                const relId = child.attrs['r:id'];
                if (!relId)
                    continue;
                const reference = { type: child.attrs['w:type'] ?? 'default', relId };
                (child.name === 'w:headerReference' ? section.headers : section.footers).push(reference);
            }
            else if (child.name === 'w:pgSz' && !this.session.pageSize) {
                const width = twipsToPoints(child.attrs['w:w']);
                const height = twipsToPoints(child.attrs['w:h']);
                if (width !== undefined && height !== undefined)
                    this.session.pageSize = { width, height };
            }
        }
        this.session.sections.push(section);
    }
    /** A comment's range marker, or the run holding its reference, at `path`. */
    markComment(element, path) {
        const id = element.attrs['w:id'];
        if (id === undefined)
            return;
        const marks = (this.session.commentMarks ??= new Map());
        const list = marks.get(id);
        if (list)
            list.push(this.locator(path));
        else
            marks.set(id, [this.locator(path)]);
    }
    locator(path) {
        return { part: this.context.part, path };
    }
    warn(code, message, path) {
        this.session.warnings.add(code, message, this.locator(path));
    }
}
/** Linear text of an equation: its m:t texts in order (w:t too, for text inside math runs). */
function mathText(element, skip) {
    if (element.name === 'm:t' || element.name === 'w:t')
        return element.text;
    let text = '';
    for (const child of element.children)
        if (!skip(child))
            text += mathText(child, skip);
    return text;
}
/** The target of a HYPERLINK field instruction (`HYPERLINK "https://…" \l "anchor"`). */
function hyperlinkFromInstruction(instruction) {
    if (!instruction)
        return undefined;
    const match = /^\s*HYPERLINK\s+(?:"([^"]*)"|(\S+))?(?:.*?\\l\s+"([^"]*)")?/i.exec(instruction);
    if (!match)
        return undefined;
    const target = match[1] ?? match[2];
    const anchor = match[3];
    if (target && !target.startsWith('\\'))
        return anchor ? `${target}#${anchor}` : target;
    return anchor ? `#${anchor}` : undefined;
}
function baseName(target) {
    const clean = target.split(/[?#]/)[0];
    return clean.slice(clean.lastIndexOf('/') + 1);
}
function content_nonEmpty(value) {
    return value && value.trim() !== '' ? value : undefined;
}

// EXTERNAL MODULE: ./src/engine/formats/package/opc.ts
var opc = __webpack_require__(43558);
;// CONCATENATED MODULE: ./src/engine/formats/word/docx/warnings.ts
/**
 * Collects reader warnings, one per kind of problem and element per part: a large document
 * with a thousand unsupported elements of one kind gets one warning with a count and the
 * locator of the first occurrence, not a thousand.
 */
class WarningCollector {
    entries = new Map();
    add(code, message, locator) {
        const key = `${code}\u0000${message}\u0000${locator?.part ?? ''}`;
        const entry = this.entries.get(key);
        if (entry)
            entry.count++;
        else
            this.entries.set(key, { warning: locator ? { code, message, locator } : { code, message }, count: 1 });
    }
    list() {
        return [...this.entries.values()].map(({ warning, count }) => count > 1 ? { ...warning, message: `${warning.message} (${count} times)` } : warning);
    }
}

;// CONCATENATED MODULE: ./src/engine/formats/word/docx/index.ts









/**
 * Reader for WordprocessingML packages (docx, docm, dotx, dotm; Transitional and Strict).
 * Tracked changes are shown as if accepted; content it cannot read becomes a warning.
 */
const docxReader = {
    family: 'word',
    formats: ['docx', 'docm', 'dotx', 'dotm'],
    read: async (bytes, format, options) => readDocx(bytes, format, options),
    diff: diff/* diffWordDocuments */.u,
};
function readDocx(bytes, format, options = {}) {
    (0,opc/* rejectCompoundFile */.fx)(bytes, options.password);
    const zip = archive_zip/* ZipArchive */.SJ.of(bytes, options.archive, options.archiveLimits);
    const packageRelationships = (0,opc/* readRelationships */.Up)(zip, '');
    const mainPart = findMainPart(zip, packageRelationships);
    const documentRelationships = (0,opc/* readRelationships */.Up)(zip, mainPart);
    const partOf = (kind, fallback) => {
        const rel = (0,opc/* relationshipOfType */.gE)(documentRelationships, kind);
        return rel && !rel.external ? rel.target : fallback;
    };
    const theme = (0,opc/* readXmlPart */.pn)(zip, partOf('theme', 'word/theme/theme1.xml'))?.root;
    const styles = new StyleSheet((0,opc/* readXmlPart */.pn)(zip, partOf('styles', 'word/styles.xml'))?.root, readThemeFonts(theme));
    const numbering = new NumberingDefinitions((0,opc/* readXmlPart */.pn)(zip, partOf('numbering', 'word/numbering.xml'))?.root, styles);
    const warnings = new WarningCollector();
    const session = {
        zip,
        styles,
        numbering,
        warnings,
        textboxes: [],
        sections: [],
        footnoteCount: 0,
        endnoteCount: 0,
        hiddenRuns: 0,
        partHashes: new Map(),
    };
    let revisionCount = 0;
    const parsedParts = new Map();
    const parseStoryPart = (part) => {
        if (!parsedParts.has(part)) {
            const parsed = (0,opc/* readXmlPart */.pn)(zip, part);
            if (parsed)
                revisionCount += parsed.revisionCount;
            parsedParts.set(part, parsed?.root);
        }
        return parsedParts.get(part);
    };
    const stories = [];
    const mainContext = { part: mainPart, relationships: documentRelationships };
    const bodyReader = new StoryReader(session, mainContext, true);
    bodyReader.beginStream();
    const mainText = zip.text(mainPart) ?? '';
    const parsedMain = (0,xml_tree/* parseXmlPart */.m8)(mainText, mainPart, {
        name: 'w:body',
        onChild: (element, path) => bodyReader.streamChild(element, path),
    });
    revisionCount += parsedMain.revisionCount;
    if (!parsedMain.root.children.some((c) => c.name === 'w:body')) {
        throw new errors/* CorruptDocumentError */.b6(`part '${mainPart}' has no w:body (not a WordprocessingML document)`);
    }
    stories.push({ kind: 'body', key: 'body', label: 'body', blocks: bodyReader.endStream() });
    const contexts = new Map();
    const contextOf = (part) => {
        let context = contexts.get(part);
        if (!context) {
            context = { part, relationships: (0,opc/* readRelationships */.Up)(zip, part) };
            contexts.set(part, context);
        }
        return context;
    };
    for (const section of session.sections) {
        for (const [kind, references] of [
            ['header', section.headers],
            ['footer', section.footers],
        ]) {
            for (const reference of references) {
                const rel = documentRelationships.get(reference.relId);
                const root = rel && !rel.external ? parseStoryPart(rel.target) : undefined;
                if (!rel || !root) {
                    warnings.add('missing-part', `${kind} ${reference.relId} of section ${section.index} is missing`, {
                        part: mainPart,
                        path: '',
                    });
                    continue;
                }
                stories.push({
                    kind,
                    key: `${kind}:${reference.type}:${section.index}`,
                    label: `${kind} (section ${section.index}, ${reference.type})`,
                    blocks: new StoryReader(session, contextOf(rel.target), false).readBlocks(root, ''),
                });
            }
        }
    }
    readNotes(session, stories, 'footnote', partOf('footnotes', 'word/footnotes.xml'), parseStoryPart, contextOf);
    readNotes(session, stories, 'endnote', partOf('endnotes', 'word/endnotes.xml'), parseStoryPart, contextOf);
    readComments(session, stories, partOf('comments', 'word/comments.xml'), parseStoryPart, contextOf);
    stories.push(...session.textboxes);
    if (session.hiddenRuns > 0) {
        warnings.add('hidden-text', `${session.hiddenRuns} runs of hidden text (w:vanish) are not shown, as in Word`);
    }
    for (const format of numbering.unknownFormats) {
        warnings.add('list-format', `list number format '${format}' is shown as decimal numbers`);
    }
    const coreRel = (0,opc/* relationshipOfType */.gE)(packageRelationships, 'core-properties');
    const appRel = (0,opc/* relationshipOfType */.gE)(packageRelationships, 'extended-properties');
    const { metadata, pageCount } = (0,opc/* readProperties */.Qh)(zip, coreRel?.target ?? 'docProps/core.xml', appRel?.target ?? 'docProps/app.xml');
    const model = {
        format,
        stories,
        metadata,
        revisionCount,
        warnings: warnings.list(),
    };
    if (session.commentMarks)
        model.familyData = { commentMarks: session.commentMarks };
    if (pageCount !== undefined)
        model.pageCount = pageCount;
    if (session.pageSize)
        model.pageSize = session.pageSize;
    return model;
}
function commentMarksOf(model, id) {
    const data = model.familyData;
    return data?.commentMarks?.get(id);
}
function findMainPart(zip, packageRelationships) {
    const rel = (0,opc/* relationshipOfType */.gE)(packageRelationships, 'officeDocument');
    if (rel && !rel.external && zip.has(rel.target))
        return rel.target;
    if (zip.has('word/document.xml'))
        return 'word/document.xml';
    throw new errors/* CorruptDocumentError */.b6('the package has no word/document.xml (not a Word document)');
}
function readNotes(session, stories, kind, part, parse, contextOf) {
    const root = parse(part);
    if (!root)
        return;
    const context = contextOf(part);
    for (let i = 0; i < root.children.length; i++) {
        const note = root.children[i];
        if (note.name !== `w:${kind}`)
            continue;
        const type = note.attrs['w:type'];
        // Separator notes hold the rule Word draws above the notes, not text anybody wrote.
        if (type === 'separator' || type === 'continuationSeparator' || type === 'continuationNotice')
            continue;
        const id = note.attrs['w:id'] ?? String(i);
        stories.push({
            kind,
            key: `${kind}:${id}`,
            label: `${kind} ${id}`,
            blocks: new StoryReader(session, context, false).readBlocks(note, String(i)),
        });
    }
}
function readComments(session, stories, part, parse, contextOf) {
    const root = parse(part);
    if (!root)
        return;
    const context = contextOf(part);
    for (let i = 0; i < root.children.length; i++) {
        const comment = root.children[i];
        if (comment.name !== 'w:comment')
            continue;
        const id = comment.attrs['w:id'] ?? String(i);
        const author = comment.attrs['w:author'];
        const story = {
            kind: 'comment',
            key: `comment:${id}`,
            label: author ? `comment ${id} by ${author}` : `comment ${id}`,
            blocks: new StoryReader(session, context, false).readBlocks(comment, String(i)),
        };
        if (author)
            story.author = author;
        stories.push(story);
    }
}


/***/ })

};
