import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * Where the Action's results go: GitHub's artifact store, or (DOCDELTA_ARTIFACT_DIR, for tests
 * and the demo) a local folder that records every upload.
 */

export interface UploadedArtifact {
  id?: number;
  name: string;
}

export interface ArtifactStore {
  upload(name: string, rootDirectory: string, files: readonly string[]): Promise<UploadedArtifact>;
  /** Artifacts of this workflow run whose name starts with the prefix. */
  list(prefix: string): Promise<UploadedArtifact[]>;
  /** Downloads an artifact into a folder. */
  download(artifact: UploadedArtifact, into: string): Promise<void>;
}

/** Every file under a folder, absolute paths. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export async function githubArtifactStore(): Promise<ArtifactStore> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  return {
    async upload(name, rootDirectory, files) {
      const result = await client.uploadArtifact(name, [...files], rootDirectory);
      return { id: result.id, name };
    },
    async list(prefix) {
      const { artifacts } = await client.listArtifacts({ latest: true });
      return artifacts.filter((a) => a.name.startsWith(prefix)).map((a) => ({ id: a.id, name: a.name }));
    },
    async download(artifact, into) {
      if (artifact.id === undefined) throw new Error(`artifact ${artifact.name} has no id`);
      await client.downloadArtifact(artifact.id, { path: into });
    },
  };
}

export interface RecordedUpload {
  id: number;
  name: string;
  files: string[];
}

/** A folder standing in for the artifact store: `<dir>/<id>-<name>/…` and `uploads.json`. */
export function folderArtifactStore(dir: string): ArtifactStore {
  const manifest = join(dir, 'uploads.json');
  const load = async (): Promise<RecordedUpload[]> => {
    try {
      return JSON.parse(await readFile(manifest, 'utf8'));
    } catch {
      return [];
    }
  };
  return {
    async upload(name, rootDirectory, files) {
      await mkdir(dir, { recursive: true });
      const uploads = await load();
      const id = uploads.length + 1;
      const target = join(dir, `${id}-${name}`);
      const names: string[] = [];
      for (const file of files) {
        const rel = relative(rootDirectory, file);
        if (rel.startsWith('..')) throw new Error(`${file} is outside the artifact's root ${rootDirectory}`);
        await mkdir(join(target, rel, '..'), { recursive: true });
        await cp(file, join(target, rel));
        names.push(rel.split('\\').join('/'));
      }
      uploads.push({ id, name, files: names });
      await writeFile(manifest, JSON.stringify(uploads, null, 2));
      return { id, name };
    },
    async list(prefix) {
      return (await load()).filter((u) => u.name.startsWith(prefix)).map((u) => ({ id: u.id, name: u.name }));
    },
    async download(artifact, into) {
      await mkdir(into, { recursive: true });
      await cp(join(dir, `${artifact.id}-${artifact.name}`), into, { recursive: true });
    },
  };
}

export function artifactUrl(serverUrl: string, repository: string, runId: string, id: number | undefined): string {
  const run = `${serverUrl}/${repository}/actions/runs/${runId}`;
  return id === undefined ? run : `${run}/artifacts/${id}`;
}

/**
 * A repository path as an artifact path: no climbing out, none of the characters artifact names and Windows
 * file names may not hold.
 */
export function safeRelativePath(path: string): string {
  return path
    .split(/[\\/]+/)
    .filter((part) => part && part !== '.' && part !== '..')
    .map((part) => part.replace(/[":<>|*?\r\n\t]/g, '_'))
    .join('/');
}
