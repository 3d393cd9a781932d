import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { folderArtifactStore, githubArtifactStore } from './artifact';
import { actionBackend } from './backend';
import { readRunContext } from './event';
import { createGitHubApi } from './github';
import {
  describeSettings,
  inputsFromEnv,
  maskedSecrets,
  MIN_MASKED_LENGTH,
  parseInputs,
  type ActionSettings,
} from './inputs';
import { ensureLibreOffice } from './libreoffice';
import { ensureNativeModules, useNativeModules, useNativeModulesOnDemand } from './native';
import { enginePreviewRenderer, type PreviewRenderer } from './previews';
import { runAction } from './run';
import { useRunnerTemp } from './temp';

/** The Action's door: read settings, run, set outputs; one place turns an error into a failure. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    useRunnerTemp(env);
    const inputs = inputsFromEnv(env);
    // Masked before parsing: nothing said about a bad input can show a secret in the log.
    const secrets = maskedSecrets(inputs);
    for (const secret of secrets.masked) core.setSecret(secret);
    if (secrets.tooShort)
      core.warning(
        `${secrets.tooShort} secret${secrets.tooShort === 1 ? ' is' : 's are'} shorter than ${MIN_MASKED_LENGTH} characters and not masked in the log (masking would hide every such string in it); docdelta never prints them.`,
      );
    const settings = parseInputs(inputs, env.GITHUB_RUN_ID ?? '0');
    core.debug(`settings: ${JSON.stringify(describeSettings(settings))}`);
    if (settings.task === 'post-comment') {
      const { runPostCommentTask } = await import('./fork-comment');
      const repository = env.GITHUB_REPOSITORY ?? '';
      await runPostCommentTask({
        env,
        api: settings.token ? createGitHubApi(settings.token, repository, env.GITHUB_API_URL) : undefined,
        // Unset, the name is the pull_request run's default (docdelta-<its run id>), not this run's.
        artifactName: inputs['artifact-name']?.trim() || undefined,
        mode: settings.comment,
      });
      return;
    }
    const context = readRunContext(env, { base: settings.base, head: settings.head });
    // Images need sharp to be compared at all; previews (below) load it up front instead.
    useNativeModulesOnDemand(env, core.info);
    const api = settings.token ? createGitHubApi(settings.token, context.repository, context.apiUrl) : undefined;
    const result = await runAction({
      settings,
      context,
      api,
      // DOCDELTA_ARTIFACT_DIR replaces GitHub's artifact store with a folder (tests, the demo, local runs).
      artifacts: env.DOCDELTA_ARTIFACT_DIR
        ? folderArtifactStore(env.DOCDELTA_ARTIFACT_DIR)
        : await githubArtifactStore(),
      backend: await actionBackend(settings.backend, env),
      previews: settings.previews ? await previewRenderer(env, settings) : undefined,
      tempDir: env.RUNNER_TEMP ?? tmpdir(),
    });
    // The gate wrote its verdict as the step's first error annotation: a second one would only repeat it.
    if (result.gateFailed) process.exitCode = 1;
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}

/** Previews need sharp and @napi-rs/canvas; without them the run goes on with one warning. */
async function previewRenderer(env: NodeJS.ProcessEnv, settings: ActionSettings): Promise<PreviewRenderer | undefined> {
  const modules = await ensureNativeModules(env, core.info);
  if ('reason' in modules) {
    core.warning(modules.reason);
    return undefined;
  }
  useNativeModules(modules);
  const soffice =
    settings.officeRenderer === 'libreoffice'
      ? await ensureLibreOffice(env.DOCDELTA_SOFFICE, core.info, core.warning)
      : env.DOCDELTA_SOFFICE;
  // Installed or not, `libreoffice` without a soffice falls back to the built-in layout (with the warning said above).
  const office = settings.officeRenderer === 'libreoffice' && !soffice ? 'builtin' : settings.officeRenderer;
  return enginePreviewRenderer({ soffice, office, settings: settings.settings });
}
