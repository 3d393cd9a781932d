import { describe, expect, it } from 'vitest';
import { StylesEditor } from '../../../../../src/engine/formats/cells/write/styles';

/** Cell formats of one styles part found in or copied into another (StylesEditor.importer). */

const TARGET =
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The same bold format under another prefix, attribute order and element spelling; then a date on a red fill. */
const SOURCE =
  '<x:styleSheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<x:numFmts count="1"><x:numFmt formatCode="dd/mm/yyyy" numFmtId="170"/></x:numFmts>' +
  '<x:fonts count="2"><x:font><x:b/><x:sz val="11"/><x:name val="Calibri"/></x:font><x:font><x:sz val="11"></x:sz><x:name val="Calibri"/></x:font></x:fonts>' +
  '<x:fills count="3"><x:fill><x:patternFill patternType="none"/></x:fill><x:fill><x:patternFill patternType="gray125"/></x:fill><x:fill><x:patternFill patternType="solid"><x:fgColor rgb="FFFF0000"/></x:patternFill></x:fill></x:fills>' +
  '<x:borders count="1"><x:border><x:left/><x:right/><x:top/><x:bottom/><x:diagonal/></x:border></x:borders>' +
  '<x:cellXfs count="3"><x:xf xfId="0" borderId="0" fillId="0" fontId="1" numFmtId="0"/><x:xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyFont="true"/><x:xf numFmtId="170" fontId="1" fillId="2" borderId="0" xfId="0"><x:alignment horizontal="center"/></x:xf></x:cellXfs>' +
  '</x:styleSheet>';

describe('StylesEditor.importer', () => {
  it('finds identical formats by content and copies the others with their number format and fill', () => {
    const editor = new StylesEditor(TARGET);
    const fromSource = editor.importer(SOURCE);
    expect(fromSource(0)).toBe(0);
    // Source format 1 is the target's bold format 1 written differently; 2 is new.
    expect(fromSource(1)).toBe(1);
    expect(fromSource(2)).toBe(2);
    expect(fromSource(2)).toBe(2);
    const xml = editor.toString();
    expect(xml).toContain('<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><fonts');
    expect(xml).toContain('<fills count="3">');
    expect(xml).toContain(
      '<fill><patternFill patternType="solid"><fgColor rgb="FFFF0000"/></patternFill></fill></fills>',
    );
    expect(xml).toContain('<cellXfs count="3">');
    expect(xml).toContain(
      '<xf numFmtId="164" fontId="0" fillId="2" borderId="0" xfId="0"><alignment horizontal="center"/></xf></cellXfs>',
    );
    // The font is the target's regular one, not a copy.
    expect(xml).toContain('<fonts count="2">');
  });

  it('maps every index to the default format when the source has no styles part', () => {
    const editor = new StylesEditor(TARGET);
    expect(editor.importer(undefined)(5)).toBe(0);
    expect(editor.toString()).toBe(TARGET);
  });
});
