import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { resolveServerConfig, ServerConfigFile } from '../../src/server/config';
import { S3Storage } from '../../src/storage/s3';
import { S3ConditionalStore } from '../../src/storage/s3-conditional';

/**
 * deploy/k8s as Kubernetes reads it: YAML parsed by a YAML parser, each object checked against
 * the Kubernetes OpenAPI schemas (kubernetes-models' generated validators), the objects'
 * references to each other followed, the ConfigMap's docdelta.json read by docdelta's own
 * config loader, and the probes' path asked of a running server. The Dockerfile is read for
 * what the manifests rely on. Not checked here: a cluster applying them, and an image built and
 * run (no Docker on the test machines).
 */

const root = resolve(__dirname, '../..');
const manifestsDir = join(root, 'deploy', 'k8s');
const models = {
  'apps/v1 Deployment': Deployment,
  'v1 Service': Service,
  'v1 ConfigMap': ConfigMap,
  'v1 Secret': Secret,
} as const;
type Kind = keyof typeof models;

function manifests(): { file: string; object: Record<string, unknown> & { apiVersion: string; kind: string } }[] {
  return readdirSync(manifestsDir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(manifestsDir, file), 'utf8')).map((doc) => {
        expect(doc.errors, file).toEqual([]);
        return { file, object: doc.toJS() };
      }),
    );
}

function validate(object: { apiVersion: string; kind: string }): void {
  const Model = models[`${object.apiVersion} ${object.kind}` as Kind];
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  new Model(object as never).validate();
}

const all = manifests();
const one = <T>(kind: string) => all.find((m) => m.object.kind === kind)!.object as unknown as T;
const deployment = one<Deployment>('Deployment');
const service = one<Service>('Service');
const configMap = one<ConfigMap>('ConfigMap');
const secret = one<Secret>('Secret');
const container = deployment.spec!.template.spec!.containers[0];

describe('the Kubernetes manifests', () => {
  it.each(all.map((m) => [`${m.file} ${m.object.kind}`, m.object]))(
    '%s passes the Kubernetes OpenAPI schema',
    (_name, object) => {
      expect(() => validate(object as never)).not.toThrow();
    },
  );

  it('the schema check refuses a broken object', () => {
    const broken = structuredClone(deployment) as unknown as { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => validate(broken as never)).toThrow('replicas must be integer');
  });

  it('runs two replicas that the Service reaches and the probes check', () => {
    expect(deployment.spec!.replicas).toBe(2);
    const podLabels = deployment.spec!.template.metadata!.labels!;
    expect(podLabels).toMatchObject(deployment.spec!.selector.matchLabels!);
    expect(podLabels).toMatchObject(service.spec!.selector!);
    const port = container.ports!.find((p) => p.name === service.spec!.ports![0].targetPort)!;
    expect(port.containerPort).toBe(8080);
    expect(container.readinessProbe!.httpGet!.port).toBe(port.name);
    expect(container.args).toEqual(expect.arrayContaining(['serve', '--port', String(port.containerPort)]));
  });

  it('takes its settings from the ConfigMap and the Secret it names', () => {
    expect(container.envFrom![0].secretRef!.name).toBe(secret.metadata!.name);
    const volume = deployment.spec!.template.spec!.volumes!.find((v) => v.configMap)!;
    expect(volume.configMap!.name).toBe(configMap.metadata!.name);
    const mount = container.volumeMounts!.find((m) => m.name === volume.name)!;
    const configPath = container.args![container.args!.indexOf('--config') + 1];
    const key = Object.keys(configMap.data!)[0];
    expect(configPath).toBe(`${mount.mountPath}/${key}`);
    expect(Object.keys(secret.stringData!)).toEqual(
      expect.arrayContaining(['DOCDELTA_SIGNING_KEY', 'DOCDELTA_CLIENT_ID', 'DOCDELTA_CLIENT_SECRET']),
    );
  });

  it("the ConfigMap's docdelta.json is a valid config whose First Storage and shared state are S3 buckets", () => {
    const file = ServerConfigFile.parse(JSON.parse(configMap.data!['docdelta.json']));
    const config = resolveServerConfig(file, '/tmp/docdelta', secret.stringData);
    expect(config.storages.get('First Storage')).toBeInstanceOf(S3Storage);
    expect(config.signingKeys).toHaveLength(1);
    // Replicas share the translation queue and consumption totals too, not only the files.
    expect(config.sharedState).toBeInstanceOf(S3ConditionalStore);
    expect(config.clients.map((c) => c.clientId)).toEqual([secret.stringData!.DOCDELTA_CLIENT_ID]);
  });

  it("the probes' path answers 200 without a token", async () => {
    const { startTestServer } = await import('../server/helpers');
    const server = await startTestServer();
    try {
      const response = await request(`${server.url}${container.readinessProbe!.httpGet!.path}`);
      await response.body.dump();
      expect(response.statusCode).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('the Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+ /.test(line));

  it('installs the LibreOffice and font packages CI installs, from Debian by name', () => {
    const ciPackages = /^for pkg in (.*); do$/m.exec(readFileSync(join(root, '.ci', 'run'), 'utf8'))![1].split(' ');
    const install = instructions.find((line) => line.includes('apt-get install'))!;
    const packages = install.split('--no-install-recommends ')[1].split(' && ')[0].trim().split(/\s+/);
    expect(packages).toEqual(
      expect.arrayContaining(['libreoffice-writer-nogui', 'fonts-liberation', 'fonts-crosextra-carlito']),
    );
    expect(ciPackages).toEqual(expect.arrayContaining(packages));
  });

  it('is on Node 20, exposes the port the Deployment uses and starts docdelta serve', () => {
    expect(instructions.filter((line) => line.startsWith('FROM ')).every((line) => /node:20-/.test(line))).toBe(true);
    expect(instructions).toContain(`EXPOSE ${container.ports![0].containerPort}`);
    expect(instructions).toContain('ENTRYPOINT ["node", "/app/dist/cli/index.js"]');
    expect(JSON.parse(instructions.find((line) => line.startsWith('CMD '))!.slice(4))[0]).toBe('serve');
  });
});
