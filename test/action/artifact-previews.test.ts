import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { artifactUrl, filesUnder, folderArtifactStore } from '../../src/action/artifact';
import type { GitHubApi, TreeFile } from '../../src/action/github';
import { publishPreviews } from '../../src/action/previews';

const dir = mkdtempSync(join(tmpdir(), 'docdelta-action-artifact-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('folderArtifactStore', () => {
  it('records uploads, lists them by prefix and downloads them', async () => {
    const source = join(dir, 'out');
    mkdirSync(join(source, 'documents', 'a.docx'), { recursive: true });
    writeFileSync(join(source, 'report.html'), '<html>');
    writeFileSync(join(source, 'documents', 'a.docx', 'changes.json'), '[]');
    const store = folderArtifactStore(join(dir, 'store'));
    const first = await store.upload('docdelta-1-part-1-of-2', source, await filesUnder(source));
    const second = await store.upload('docdelta-1', source, [join(source, 'report.html')]);
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(JSON.parse(readFileSync(join(dir, 'store', 'uploads.json'), 'utf8'))).toEqual([
      { id: 1, name: 'docdelta-1-part-1-of-2', files: ['documents/a.docx/changes.json', 'report.html'] },
      { id: 2, name: 'docdelta-1', files: ['report.html'] },
    ]);
    expect(await store.list('docdelta-1-part-')).toEqual([{ id: 1, name: 'docdelta-1-part-1-of-2' }]);
    await store.download(first, join(dir, 'down'));
    expect(readFileSync(join(dir, 'down', 'documents', 'a.docx', 'changes.json'), 'utf8')).toBe('[]');
    await expect(store.upload('x', join(source, 'documents'), [join(source, 'report.html')])).rejects.toThrow(
      /outside the artifact's root/,
    );
  });

  it('links an artifact, or the run when there is no id', () => {
    expect(artifactUrl('https://github.com', 'o/r', '9', 5)).toBe('https://github.com/o/r/actions/runs/9/artifacts/5');
    expect(artifactUrl('https://github.com', 'o/r', '9', undefined)).toBe('https://github.com/o/r/actions/runs/9');
  });
});

describe('publishPreviews', () => {
  it('commits every image in one commit under the pull request folder and links them by commit', async () => {
    const commits: { branch: string; files: TreeFile[]; message: string }[] = [];
    const api = {
      async commitFiles(branch: string, files: readonly TreeFile[], message: string) {
        commits.push({ branch, files: [...files], message });
        return 'abc123';
      },
    } as unknown as GitHubApi;
    const png = new Uint8Array([0x89, 0x50]);
    const links = await publishPreviews(
      new Map([
        ['docs/my policy.docx', [{ name: 'page-1.png', caption: 'page 1', bytes: png }]],
        ['empty.pdf', []],
      ]),
      { api, branch: 'docdelta-previews', serverUrl: 'https://github.com', repository: 'o/r', folder: 'pr-7' },
    );
    expect(commits).toHaveLength(1);
    expect(commits[0].branch).toBe('docdelta-previews');
    expect(commits[0].files.map((f) => f.path)).toEqual(['pr-7/docs/my policy.docx/page-1.png']);
    expect(links).toEqual([
      {
        path: 'docs/my policy.docx',
        images: [
          {
            url: 'https://github.com/o/r/blob/abc123/pr-7/docs/my%20policy.docx/page-1.png?raw=true',
            caption: 'page 1',
          },
        ],
      },
    ]);
  });

  it('makes no commit without images', async () => {
    const api = { commitFiles: () => Promise.reject(new Error('should not commit')) } as unknown as GitHubApi;
    expect(
      await publishPreviews(new Map(), { api, branch: 'b', serverUrl: 's', repository: 'o/r', folder: 'pr-1' }),
    ).toEqual([]);
  });
});
