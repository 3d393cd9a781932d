import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { applyChanges, compareFiles, compareToDocument, readDocument } from '../../../../src/engine/index';
import { slidesWriter } from '../../../../src/engine/formats/slides/write/index';
import { blockText } from '../../../../src/engine/model/document';
import { buildPptx, type TestSlide } from './build';

const body = (text: string): TestSlide['shapes'] => [{ id: 2, name: 'Body', text, box: [36, 120, 648, 300] }];
const source = buildPptx([
  {
    shapes: body('Opening slide'),
    modernComments: [
      {
        author: 'Jane Reviewer',
        text: 'Please check the numbers',
        replies: [{ author: 'Bob Editor', text: 'Checked' }],
      },
    ],
  },
  { shapes: body('Second slide'), modernComments: [{ author: 'Jane Reviewer', text: 'Looks good' }] },
]);
const target = buildPptx([
  {
    shapes: body('Opening slide'),
    modernComments: [
      {
        author: 'Jane Reviewer',
        text: 'Please check the figures',
        replies: [
          { author: 'Bob Editor', text: 'Checked' },
          { author: 'Jane Reviewer', text: 'Thanks' },
        ],
      },
    ],
  },
  { shapes: body('Second slide'), modernComments: [{ author: 'Jane Reviewer', text: 'Looks good' }] },
]);
const pair = { source: { bytes: source, fileName: 'a.pptx' }, target: { bytes: target, fileName: 'b.pptx' } };

describe('threaded (modern) PowerPoint comments', () => {
  it('are read with their authors, replies and slides', async () => {
    const model = await readDocument({ bytes: target, fileName: 'b.pptx' });
    const comments = model.stories
      .filter((s) => s.kind === 'comment')
      .map((s) => [s.key, s.label, s.author, s.blocks.map(blockText).join('')]);
    expect(comments).toEqual([
      [
        'comment:slide:1:{20000000-0000-0000-0000-000000000000}',
        'comment 1 on slide 1 by Jane Reviewer',
        'Jane Reviewer',
        'Please check the figures',
      ],
      [
        'comment:slide:1:{10000000-0000-0000-0000-000000000000}',
        'reply 1 to comment 1 on slide 1 by Bob Editor',
        'Bob Editor',
        'Checked',
      ],
      [
        'comment:slide:1:{10000000-0000-0000-0000-000000000001}',
        'reply 2 to comment 1 on slide 1 by Jane Reviewer',
        'Jane Reviewer',
        'Thanks',
      ],
      [
        'comment:slide:2:{20000000-0000-0000-0000-000000000000}',
        'comment 1 on slide 2 by Jane Reviewer',
        'Jane Reviewer',
        'Looks good',
      ],
    ]);
    expect(model.warnings.map((w) => w.code)).not.toContain('modern-comments');
  });

  it('changed comments and new replies are reported', async () => {
    const { changes } = await compareFiles(pair.source, pair.target);
    expect(changes.map((c) => [c.kind, c.place, c.text || c.targetText, c.authors])).toEqual([
      ['Inserted', 'comment 1 on slide 1 by Jane Reviewer', 'Please check the figures', ['Jane Reviewer']],
      ['Inserted', 'reply 2 to comment 1 on slide 1 by Jane Reviewer', 'Thanks', ['Jane Reviewer']],
      ['Deleted', 'comment 1 on slide 1 by Jane Reviewer', 'Please check the numbers', ['Jane Reviewer']],
    ]);
  });

  it('a reply added to the first comment of a slide is exactly one change (comments are keyed by their own ids)', async () => {
    const thread = (replies: string[]): TestSlide['modernComments'] => [
      {
        author: 'Jane Reviewer',
        text: 'First point',
        replies: replies.map((text) => ({ author: 'Bob Editor', text })),
      },
      { author: 'Jane Reviewer', text: 'Second point', replies: [{ author: 'Bob Editor', text: 'Agreed' }] },
      { author: 'Bob Editor', text: 'Third point' },
    ];
    const before = {
      bytes: buildPptx([{ shapes: body('Opening slide'), modernComments: thread([]) }]),
      fileName: 'a.pptx',
    };
    const after = {
      bytes: buildPptx([{ shapes: body('Opening slide'), modernComments: thread(['Done']) }]),
      fileName: 'b.pptx',
    };
    const { changes } = await compareFiles(before, after);
    expect(changes.map((c) => [c.kind, c.place, c.targetText])).toEqual([
      ['Inserted', 'reply 1 to comment 1 on slide 1 by Bob Editor', 'Done'],
    ]);
    const keys = async (input: typeof before) =>
      (await readDocument(input)).stories.filter((s) => s.kind === 'comment').map((s) => s.key);
    const [keysBefore, keysAfter] = [await keys(before), await keys(after)];
    expect(keysAfter.filter((k) => !keysBefore.includes(k))).toEqual([changes[0].target!.story]);
    expect(keysBefore.every((k) => keysAfter.includes(k))).toBe(true);
  });

  it('results keep the target comments untouched and say so once', async () => {
    const styled = await compareToDocument(pair);
    await slidesWriter.validate(styled.bytes);
    const files = unzipSync(styled.bytes);
    const original = unzipSync(target);
    for (const name of [
      'ppt/comments/modernComment_256_1.xml',
      'ppt/comments/modernComment_257_2.xml',
      'ppt/authors.xml',
      'ppt/slides/_rels/slide1.xml.rels',
    ]) {
      expect(new TextDecoder().decode(files[name]), name).toBe(new TextDecoder().decode(original[name]));
    }
    expect(styled.warnings.filter((w) => w.code === 'comments-unchanged')).toHaveLength(1);
    expect(styled.warnings.map((w) => w.code)).not.toContain('unmarked-change');
    const clean = await applyChanges({ ...pair, decisions: [{ Id: 0, ComparisonAction: 'Reject' }] });
    expect(new TextDecoder().decode(unzipSync(clean.bytes)['ppt/comments/modernComment_256_1.xml'])).toContain(
      'Please check the figures',
    );
  });

  it('a slide removed in clean mode takes its comment part along', async () => {
    const longer = buildPptx([
      { shapes: body('Opening slide') },
      {
        shapes: body('A slide added later with a discussion'),
        modernComments: [{ author: 'Jane Reviewer', text: 'Why is this here?' }],
      },
    ]);
    const input = {
      source: { bytes: buildPptx([{ shapes: body('Opening slide') }]), fileName: 'a.pptx' },
      target: { bytes: longer, fileName: 'b.pptx' },
    };
    const listed = await compareToDocument(input);
    const slide = listed.changes.findIndex((c, i) => c.Type === 'Inserted' && listed.places[i].startsWith('slide 2'));
    const result = await applyChanges({ ...input, decisions: [{ Id: slide, ComparisonAction: 'Reject' }] });
    await slidesWriter.validate(result.bytes);
    const names = Object.keys(unzipSync(result.bytes));
    expect(names.filter((n) => n.startsWith('ppt/comments/'))).toEqual([]);
    expect(new TextDecoder().decode(unzipSync(result.bytes)['[Content_Types].xml'])).not.toContain('modernComment');
  });
});
