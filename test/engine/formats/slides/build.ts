import type { Element as XmlElement } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { parseXml, serializeXml } from '../../../../src/engine/formats/package/xml-dom';

/** Small PPTX decks for tests: slides of text boxes and pictures at given boxes (points). */
export interface TestShape {
  id: number;
  name: string;
  text?: string;
  image?: Uint8Array;
  /** A table in a graphic frame, rows of cell texts. */
  table?: string[][];
  /** A chart in a graphic frame (its own part, ppt/charts/chartN.xml), titled with this text. */
  chart?: string;
  box: [number, number, number, number];
  placeholder?: 'title' | 'body';
}
export interface TestSlide {
  shapes: TestShape[];
  group?: {
    id: number;
    box: [number, number, number, number];
    child: [number, number, number, number];
    shapes: TestShape[];
  };
  notes?: string;
  /** Threaded (modern) comments: ppt/comments/modernComment_*.xml with authors in ppt/authors.xml. */
  modernComments?: { author: string; text: string; replies?: { author: string; text: string }[] }[];
}

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const emu = (pt: number) => Math.round(pt * 12700);
const xfrm = ([x, y, w, h]: number[], prefix = 'a') =>
  `<${prefix}:xfrm><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(w)}" cy="${emu(h)}"/></${prefix}:xfrm>`;

const CHART_NS = 'http://schemas.openxmlformats.org/drawingml/2006/chart';

function shapeXml(shape: TestShape, images: Uint8Array[], charts: string[] = []): string {
  if (shape.table) {
    const columns = Math.max(...shape.table.map((row) => row.length));
    const grid = Array.from({ length: columns }, () => `<a:gridCol w="${emu(shape.box[2] / columns)}"/>`).join('');
    const rows = shape.table
      .map(
        (row) =>
          `<a:tr h="${emu(20)}">${row.map((cell) => `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${cell}</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc>`).join('')}</a:tr>`,
      )
      .join('');
    return `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${shape.id}" name="${shape.name}"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>${xfrm(shape.box, 'p')}<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr/><a:tblGrid>${grid}</a:tblGrid>${rows}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
  }
  if (shape.chart !== undefined) {
    charts.push(shape.chart);
    return `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${shape.id}" name="${shape.name}"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>${xfrm(shape.box, 'p')}<a:graphic><a:graphicData uri="${CHART_NS}"><c:chart xmlns:c="${CHART_NS}" r:id="rIdChart${charts.length}"/></a:graphicData></a:graphic></p:graphicFrame>`;
  }
  if (shape.image) {
    images.push(shape.image);
    return `<p:pic><p:nvPicPr><p:cNvPr id="${shape.id}" name="${shape.name}"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="rIdImg${images.length}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr>${xfrm(shape.box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;
  }
  const ph = shape.placeholder ? `<p:ph type="${shape.placeholder}"/>` : '';
  const paragraphs = (shape.text ?? '')
    .split('\n')
    .map((line) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${line}</a:t></a:r></a:p>`)
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${shape.id}" name="${shape.name}"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr>${xfrm(shape.box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

const TREE_START =
  '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

export function buildPptx(slides: TestSlide[], options: { corruptSlide?: number } = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const put = (name: string, text: string) => (files[name] = strToU8(text));
  const overrides: string[] = [];
  let imageCount = 0;
  let chartCount = 0;
  let commentCount = 0;
  const authors = new Map<string, string>();
  const authorId = (name: string) => {
    if (!authors.has(name))
      authors.set(name, `{00000000-0000-0000-0000-${String(authors.size + 1).padStart(12, '0')}}`);
    return authors.get(name)!;
  };
  slides.forEach((slide, index) => {
    const n = index + 1;
    const images: Uint8Array[] = [];
    const charts: string[] = [];
    let body = slide.shapes.map((s) => shapeXml(s, images, charts)).join('');
    if (slide.group) {
      const g = slide.group;
      const [cx, cy, cw, ch] = g.child;
      body += `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${g.id}" name="Group ${g.id}"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="${emu(g.box[0])}" y="${emu(g.box[1])}"/><a:ext cx="${emu(g.box[2])}" cy="${emu(g.box[3])}"/><a:chOff x="${emu(cx)}" y="${emu(cy)}"/><a:chExt cx="${emu(cw)}" cy="${emu(ch)}"/></a:xfrm></p:grpSpPr>${g.shapes.map((s) => shapeXml(s, images, charts)).join('')}</p:grpSp>`;
    }
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${NS}>${TREE_START}${body}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
    put(`ppt/slides/slide${n}.xml`, options.corruptSlide === n ? xml.slice(0, xml.length - 20) : xml);
    let rels = `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>`;
    images.forEach((image, k) => {
      imageCount++;
      files[`ppt/media/image${imageCount}.png`] = image;
      rels += `<Relationship Id="rIdImg${k + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/image${imageCount}.png"/>`;
    });
    charts.forEach((title, k) => {
      chartCount++;
      put(
        `ppt/charts/chart${chartCount}.xml`,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><c:chartSpace xmlns:c="${CHART_NS}" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:t>${title}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title><c:plotArea><c:layout/></c:plotArea></c:chart></c:chartSpace>`,
      );
      overrides.push(
        `<Override PartName="/ppt/charts/chart${chartCount}.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/>`,
      );
      rels += `<Relationship Id="rIdChart${k + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart" Target="../charts/chart${chartCount}.xml"/>`;
    });
    if (slide.modernComments?.length) {
      commentCount++;
      const text = (t: string) =>
        `<p188:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${t}</a:t></a:r></a:p></p188:txBody>`;
      const list = slide.modernComments
        .map((c, k) => {
          const replies = c.replies?.length
            ? `<p188:replyLst>${c.replies.map((r, j) => `<p188:reply id="{10000000-0000-0000-${String(k).padStart(4, '0')}-${String(j).padStart(12, '0')}}" authorId="${authorId(r.author)}" created="2026-01-02T10:00:00.000">${text(r.text)}</p188:reply>`).join('')}</p188:replyLst>`
            : '';
          return `<p188:cm id="{20000000-0000-0000-0000-${String(k).padStart(12, '0')}}" authorId="${authorId(c.author)}" created="2026-01-01T10:00:00.000"><pc:sldMkLst xmlns:pc="http://schemas.microsoft.com/office/powerpoint/2013/main/command"><pc:docMk/><pc:sldMk cId="0" sldId="${256 + index}"/></pc:sldMkLst><p188:pos x="100" y="100"/>${replies}${text(c.text)}</p188:cm>`;
        })
        .join('');
      put(
        `ppt/comments/modernComment_${256 + index}_${commentCount}.xml`,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p188:cmLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p188="http://schemas.microsoft.com/office/powerpoint/2018/8/main">${list}</p188:cmLst>`,
      );
      overrides.push(
        `<Override PartName="/ppt/comments/modernComment_${256 + index}_${commentCount}.xml" ContentType="application/vnd.ms-powerpoint.comments+xml"/>`,
      );
      rels += `<Relationship Id="rIdCm" Type="http://schemas.microsoft.com/office/2018/10/relationships/comments" Target="../comments/modernComment_${256 + index}_${commentCount}.xml"/>`;
    }
    if (slide.notes) {
      rels += `<Relationship Id="rIdN" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesSlide" Target="../notesSlides/notesSlide${n}.xml"/>`;
      put(
        `ppt/notesSlides/notesSlide${n}.xml`,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:notes ${NS}>${TREE_START}<p:sp><p:nvSpPr><p:cNvPr id="2" name="Notes"/><p:cNvSpPr/><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:t>${slide.notes}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:notes>`,
      );
      put(
        `ppt/notesSlides/_rels/notesSlide${n}.xml.rels`,
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="../slides/slide${n}.xml"/></Relationships>`,
      );
      overrides.push(
        `<Override PartName="/ppt/notesSlides/notesSlide${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml"/>`,
      );
    }
    put(
      `ppt/slides/_rels/slide${n}.xml.rels`,
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    );
    overrides.push(
      `<Override PartName="/ppt/slides/slide${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
    );
  });
  if (authors.size) {
    put(
      'ppt/authors.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p188:authorLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p188="http://schemas.microsoft.com/office/powerpoint/2018/8/main">${[...authors].map(([name, id]) => `<p188:author id="${id}" name="${name}" initials="${name.slice(0, 1)}" userId="${name}" providerId="None"/>`).join('')}</p188:authorLst>`,
    );
    overrides.push('<Override PartName="/ppt/authors.xml" ContentType="application/vnd.ms-powerpoint.authors+xml"/>');
  }
  put(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>${overrides.join('')}</Types>`,
  );
  put(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
  );
  put(
    'ppt/presentation.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rIdM"/></p:sldMasterIdLst><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`).join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  );
  put(
    'ppt/_rels/presentation.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdM" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideMaster" Target="slideMasters/slideMaster1.xml"/><Relationship Id="rIdT" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme" Target="theme/theme1.xml"/>${authors.size ? '<Relationship Id="rIdA" Type="http://schemas.microsoft.com/office/2018/10/relationships/authors" Target="authors.xml"/>' : ''}${slides.map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${i + 1}.xml"/>`).join('')}</Relationships>`,
  );
  put(
    'ppt/slideMasters/slideMaster1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sldMaster ${NS}>${TREE_START}<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/><p:cNvSpPr/><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:spPr>${xfrm([36, 20, 648, 80])}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr/></a:p></p:txBody></p:sp></p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle><a:lvl1pPr><a:defRPr sz="4400" b="1"/></a:lvl1pPr></p:titleStyle><p:bodyStyle><a:lvl1pPr><a:buChar char="•"/><a:defRPr sz="2800"/></a:lvl1pPr></p:bodyStyle><p:otherStyle/></p:txStyles></p:sldMaster>`,
  );
  put(
    'ppt/slideMasters/_rels/slideMaster1.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout" Target="../slideLayouts/slideLayout1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme" Target="../theme/theme1.xml"/></Relationships>`,
  );
  put(
    'ppt/slideLayouts/slideLayout1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sldLayout ${NS}>${TREE_START}</p:spTree></p:cSld></p:sldLayout>`,
  );
  put(
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideMaster" Target="../slideMasters/slideMaster1.xml"/></Relationships>`,
  );
  const colors = [
    'dk1',
    'lt1',
    'dk2',
    'lt2',
    'accent1',
    'accent2',
    'accent3',
    'accent4',
    'accent5',
    'accent6',
    'hlink',
    'folHlink',
  ]
    .map((c, i) => `<a:${c}><a:srgbClr val="${i === 1 ? 'FFFFFF' : '1F2F3F'}"/></a:${c}>`)
    .join('');
  put(
    'ppt/theme/theme1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="T"><a:themeElements><a:clrScheme name="T">${colors}</a:clrScheme><a:fontScheme name="T"><a:majorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="T"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`,
  );
  return zipSync(files);
}

/** A tiny distinct PNG-like payload (only its bytes matter to the hash). */
export function fakePng(seed: number): Uint8Array {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed, seed + 1, seed + 2]);
}

/**
 * A deck with shapes taken out of one slide (the first shape of each name, at any depth), as an
 * editor would save it: relationships only the removed shapes used go, and parts no
 * relationship points at any more go too.
 */
export function withoutShapes(deck: Uint8Array, slide: string, names: string[]): Uint8Array {
  const files = unzipSync(deck);
  const document = parseXml(strFromU8(files[slide]), slide);
  const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
  for (const name of names) {
    const cNvPr = Array.from(document.getElementsByTagNameNS(P, 'cNvPr') as unknown as ArrayLike<XmlElement>).find(
      (e) => e.getAttribute('name') === name,
    );
    if (!cNvPr) throw new Error(`no shape named ${name} on ${slide}`);
    const shape = cNvPr.parentNode!.parentNode as XmlElement;
    shape.parentNode!.removeChild(shape);
  }
  const xml = serializeXml(document);
  files[slide] = strToU8(xml);
  const relsName = slide.replace(/([^/]+)$/, '_rels/$1.rels');
  const used = new Set([...xml.matchAll(new RegExp(`r:(?:embed|id|link)="([^"]+)"`, 'g'))].map((m) => m[1]));
  files[relsName] = strToU8(
    strFromU8(files[relsName]).replace(/<Relationship [^>]*Id="([^"]+)"[^>]*\/>/g, (rel, id: string) =>
      used.has(id) || /slideLayout|notesSlide|comments/.test(rel) ? rel : '',
    ),
  );
  const allRels = Object.keys(files)
    .filter((n) => n.endsWith('.rels'))
    .map((n) => strFromU8(files[n]))
    .join('');
  for (const name of Object.keys(files)) {
    if (name.startsWith('ppt/media/') && !allRels.includes(name.slice(name.lastIndexOf('/') + 1))) delete files[name];
  }
  return zipSync(files);
}
