(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 1275;
const ids = [1275];
const modules = {

/***/ 51275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  installCommand: () => (/* binding */ installCommand),
  uninstallCommand: () => (/* binding */ uninstallCommand)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/engine/index.ts + 3 modules
var engine = __webpack_require__(95246);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/git/install.ts





/** The driver name in `diff=docdelta` and `diff.docdelta.*`. */
const DRIVER = 'docdelta';
const BLOCK_BEGIN = '# docdelta: documents diffed by docdelta (`docdelta uninstall` removes this block)';
const BLOCK_END = '# docdelta: end';
/** Every key install may write; uninstall unsets them all. */
const CONFIG_KEYS = [
    `diff.${DRIVER}.command`,
    `diff.${DRIVER}.textconv`,
    `diff.${DRIVER}.cachetextconv`,
    `difftool.${DRIVER}.cmd`,
    `merge.${DRIVER}.name`,
    `merge.${DRIVER}.driver`,
];
/** Families whose result writers can write a merged document (`merge=docdelta`). */
const MERGE_FAMILIES = new Set(['word', 'cells', 'slides']);
/**
 * Formats git's own line diff already shows well (text families) are left out by default; the
 * binary packages are the ones `git diff` calls "Binary files differ".
 */
function defaultFormatKeys() {
    return (0,engine/* supportedFormats */.hP)()
        .filter((format) => format.family !== 'text')
        .map((format) => format.key);
}
/**
 * Extensions for `--formats`: format keys (`docx`, `md`) give all their extensions, and any
 * single extension the engine reads (`markdown`, `.htm`) is accepted as itself.
 */
function extensionsFor(formats) {
    const all = (0,engine/* supportedFormats */.hP)();
    const extensions = [];
    for (const raw of formats) {
        const wanted = raw
            .trim()
            .toLowerCase()
            .replace(/^\*?\./, '');
        if (!wanted)
            continue;
        const byKey = all.find((format) => format.key === wanted);
        const found = byKey
            ? byKey.extensions
            : all.flatMap((format) => format.extensions).filter((extension) => extension === `.${wanted}`);
        if (!found.length) {
            throw new UnknownFormatError(`'${raw}' is not a format docdelta reads; use one of ${all.map((format) => format.key).join(', ')} or one of their extensions`);
        }
        for (const extension of found)
            if (!extensions.includes(extension))
                extensions.push(extension);
    }
    return extensions;
}
class UnknownFormatError extends Error {
    name = 'UnknownFormatError';
}
/** Extensions the merge driver merges, among the given ones. */
function mergeableExtensions(extensions) {
    const families = new Map((0,engine/* supportedFormats */.hP)().flatMap((format) => format.extensions.map((extension) => [extension, format.family])));
    return extensions.filter((extension) => MERGE_FAMILIES.has(families.get(extension) ?? ''));
}
function attributeLines(extensions, merge = []) {
    return extensions.map((extension) => `*${extension} diff=${DRIVER}${merge.includes(extension) ? ` merge=${DRIVER}` : ''}`);
}
/**
 * `.gitattributes` text with docdelta's block added or replaced in place. Lines outside the
 * block are kept byte for byte, including the file's line endings and whether it ends with a
 * newline (so that removing the block gives the original back).
 */
function withAttributesBlock(content, lines) {
    const file = splitLines(content ?? '');
    const block = [BLOCK_BEGIN, ...lines, BLOCK_END];
    const range = findBlock(file.lines);
    if (range)
        file.lines.splice(range.start, range.end - range.start + 1, ...block);
    else
        file.lines.push(...block);
    // A new file ends with a newline; an existing one keeps its own ending.
    return joinLines(file.lines, file.eol, content === undefined || content === '' ? true : file.finalNewline);
}
/** `.gitattributes` text without docdelta's block; undefined when nothing else is left. */
function withoutAttributesBlock(content) {
    const file = splitLines(content);
    const range = findBlock(file.lines);
    if (!range)
        return content;
    file.lines.splice(range.start, range.end - range.start + 1);
    if (!file.lines.length)
        return undefined;
    return joinLines(file.lines, file.eol, file.finalNewline);
}
function splitLines(content) {
    const eol = content.includes('\r\n') ? '\r\n' : '\n';
    const finalNewline = content.endsWith('\n');
    const body = finalNewline ? content.slice(0, content.length - eol.length) : content;
    return { lines: body === '' && !finalNewline ? [] : body.split(eol), eol, finalNewline };
}
function joinLines(lines, eol, finalNewline) {
    return lines.join(eol) + (finalNewline && lines.length ? eol : '');
}
function findBlock(lines) {
    const start = lines.findIndex((line) => line.trim() === BLOCK_BEGIN);
    if (start < 0)
        return undefined;
    const end = lines.findIndex((line, i) => i > start && line.trim() === BLOCK_END);
    return { start, end: end < 0 ? start : end };
}
/** Single-quotes a word for the POSIX shell git runs commands with, when it needs quoting. */
function shellQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/**
 * The command line that runs this docdelta again: this node binary, its loader flags (tsx when
 * run from source) and this script, each quoted for the shell.
 */
function selfCommand(argv1 = process.argv[1], execPath = process.execPath, execArgv = process.execArgv) {
    return [execPath, ...execArgv, (0,external_node_path_.resolve)(argv1)].map(shellQuote).join(' ');
}
async function install(options) {
    const git = gitRunner(options.cwd, options.env);
    const scopeFlag = `--${options.scope}`;
    const attributesFile = await attributesPath(options.scope, git, options.env);
    const actions = [];
    const wanted = options.mode === 'command'
        ? [[`diff.${DRIVER}.command`, `${options.program} git-diff`]]
        : [
            [`diff.${DRIVER}.textconv`, `${options.program} textconv --git`],
            [`diff.${DRIVER}.cachetextconv`, 'true'],
        ];
    wanted.push([`difftool.${DRIVER}.cmd`, `${options.program} difftool "$LOCAL" "$REMOTE"`]);
    const merged = options.merge ? mergeableExtensions(options.extensions) : [];
    if (merged.length) {
        wanted.push([`merge.${DRIVER}.name`, 'docdelta three-way merge of documents']);
        wanted.push([`merge.${DRIVER}.driver`, `${options.program} merge-driver %O %A %B %L %P`]);
    }
    // Switching modes leaves no key of the other mode behind (git would prefer a stale command).
    for (const key of CONFIG_KEYS) {
        if (!wanted.some(([k]) => k === key))
            await unsetKey(git, scopeFlag, key);
    }
    for (const [key, value] of wanted) {
        await git(['config', scopeFlag, key, value]);
        actions.push(`git config ${scopeFlag} ${key} ${shellQuote(value)}`);
    }
    const before = await readOptional(attributesFile);
    const after = withAttributesBlock(before, attributeLines(options.extensions, merged));
    const mergeNote = merged.length ? `; ${merged.map((e) => `*${e}`).join(' ')} merge=${DRIVER}` : '';
    if (after !== before) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(attributesFile), { recursive: true });
        await (0,promises_.writeFile)(attributesFile, after);
        actions.push(`${before === undefined ? 'created' : 'updated'} ${attributesFile}: ${options.extensions.map((e) => `*${e}`).join(' ')} diff=${DRIVER}${mergeNote}`);
    }
    else
        actions.push(`${attributesFile} already lists ${options.extensions.map((e) => `*${e}`).join(' ')}${mergeNote}`);
    return { attributesFile, actions };
}
async function uninstall(options) {
    const git = gitRunner(options.cwd, options.env);
    const scopeFlag = `--${options.scope}`;
    const attributesFile = await attributesPath(options.scope, git, options.env);
    const actions = [];
    for (const key of CONFIG_KEYS) {
        if (await unsetKey(git, scopeFlag, key))
            actions.push(`git config ${scopeFlag} --unset ${key}`);
    }
    // `git config --unset` leaves empty section headers behind; remove ours when nothing is left.
    for (const section of [`diff.${DRIVER}`, `difftool.${DRIVER}`, `merge.${DRIVER}`]) {
        const rest = await git(['config', scopeFlag, '--get-regexp', `^${section.replace('.', '\\.')}\\.`]).catch(() => '');
        if (!rest.trim())
            await git(['config', scopeFlag, '--remove-section', section]).catch(() => '');
    }
    const before = await readOptional(attributesFile);
    if (before !== undefined) {
        const after = withoutAttributesBlock(before);
        if (after === undefined) {
            await (0,promises_.rm)(attributesFile);
            actions.push(`removed ${attributesFile} (it held only docdelta's lines)`);
        }
        else if (after !== before) {
            await (0,promises_.writeFile)(attributesFile, after);
            actions.push(`removed docdelta's block from ${attributesFile}`);
        }
    }
    if (!actions.length)
        actions.push('nothing to remove: docdelta was not installed here');
    return { attributesFile, actions };
}
function gitRunner(cwd, env) {
    return (args) => new Promise((resolvePromise, reject) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd, env, encoding: 'utf8' }, (error, stdout, stderr) => {
            if (error && error.code === 'ENOENT')
                reject(gitMissing());
            else if (error)
                reject(Object.assign(new GitCommandError(`git ${args.join(' ')}: ${stderr.trim() || error.message}`), {
                    exitCode: error.code,
                }));
            else
                resolvePromise(stdout);
        });
    });
}
class GitCommandError extends Error {
    name = 'GitCommandError';
    exitCode;
}
function gitMissing() {
    return Object.assign(new GitCommandError('git was not found on PATH: install git (Debian/Ubuntu: apt-get install git; others: https://git-scm.com/downloads)'), { exitCode: 'ENOENT' });
}
/** A failed git command as "not there" (''), except when git itself is missing: that is said. */
function orEmpty(error) {
    if (error instanceof GitCommandError && error.exitCode === 'ENOENT')
        throw error;
    return '';
}
async function unsetKey(git, scopeFlag, key) {
    try {
        await git(['config', scopeFlag, '--unset-all', key]);
        return true;
    }
    catch (error) {
        // Exit code 5: the key was not set; for --global/--system the file may not even exist.
        const code = error.exitCode;
        if (code === 5 || code === 1)
            return false;
        throw error;
    }
}
/**
 * Where the attributes go: the work tree's `.gitattributes` (--local: shared with everyone who
 * clones, who then only need the config), core.attributesFile or git's default global
 * attributes file (--global), and the attributes file beside the system gitconfig (--system).
 */
async function attributesPath(scope, git, env) {
    if (scope === 'local') {
        const top = (await git(['rev-parse', '--show-toplevel']).catch(orEmpty)).trim();
        if (!top)
            throw new GitCommandError('install --local needs a git work tree; run it inside a repository or use --global');
        return (0,external_node_path_.join)(top, '.gitattributes');
    }
    const configured = (await git(['config', `--${scope}`, '--path', 'core.attributesFile']).catch(() => '')).trim();
    if (configured)
        return configured;
    if (scope === 'global') {
        const home = env.HOME || (0,external_node_os_.homedir)();
        return (0,external_node_path_.join)(env.XDG_CONFIG_HOME || (0,external_node_path_.join)(home, '.config'), 'git', 'attributes');
    }
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(env.GIT_CONFIG_SYSTEM || '/etc/gitconfig'), 'gitattributes');
}
async function readOptional(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(71604);
;// CONCATENATED MODULE: ./src/cli/commands/install.ts




const INSTALL_HELP = `Usage: docdelta install [--local|--global|--system] [--command|--textconv] [--formats docx,odt,…] [--merge]

Makes git diff documents with docdelta: writes git config and a marked block of .gitattributes
lines ('*.docx diff=docdelta', …). Running it again changes nothing; 'docdelta uninstall' undoes it.

Options:
  --local          this repository: .git/config and the work tree's .gitattributes (default)
  --global         your user: ~/.gitconfig and core.attributesFile (~/.config/git/attributes)
  --system         every user: the system gitconfig and the gitattributes beside it
  --command        diff.docdelta.command: a semantic diff (places, moves, formatting) in
                   'git diff', 'git show --ext-diff', 'git log -p --ext-diff' (default)
  --textconv       diff.docdelta.textconv: documents as text, so git's own diff, --word-diff,
                   'git log -p' and blame work; cached (diff.docdelta.cachetextconv)
  --formats <list> format keys or extensions (default: ${defaultFormatKeys().join(',')});
                   text formats such as md or html are left to git's own diff unless listed
  --merge          also merge documents: merge.docdelta.driver and 'merge=docdelta' for the
                   Word, OpenDocument, spreadsheet and presentation formats listed`;
const UNINSTALL_HELP = `Usage: docdelta uninstall [--local|--global|--system]

Removes what 'docdelta install' wrote: the diff.docdelta, difftool.docdelta and merge.docdelta git config keys and
docdelta's block in the attributes file. Other lines are left as they are.`;
async function installCommand(args, io) {
    const values = parse(args, {
        command: { type: 'boolean' },
        textconv: { type: 'boolean' },
        formats: { type: 'string' },
        merge: { type: 'boolean' },
    });
    if (values.help) {
        io.stdout.write(`${INSTALL_HELP}\n`);
        return cli_io/* EXIT_OK */.Ij;
    }
    if (values.command && values.textconv)
        throw new cli_io/* UsageError */.eb('choose one of --command and --textconv');
    const mode = values.textconv ? 'textconv' : 'command';
    let extensions;
    try {
        extensions = extensionsFor(typeof values.formats === 'string' ? values.formats.split(',') : defaultFormatKeys());
    }
    catch (error) {
        if (error instanceof UnknownFormatError)
            throw new cli_io/* UsageError */.eb(error.message);
        throw error;
    }
    if (!extensions.length)
        throw new cli_io/* UsageError */.eb('--formats lists no format');
    const report = await install({
        scope: scopeOf(values),
        mode,
        extensions,
        program: selfCommand(),
        merge: values.merge === true,
        cwd: process.cwd(),
        env: io.env,
    });
    for (const action of report.actions)
        io.stdout.write(`${action}\n`);
    return cli_io/* EXIT_OK */.Ij;
}
async function uninstallCommand(args, io) {
    const values = parse(args, {});
    if (values.help) {
        io.stdout.write(`${UNINSTALL_HELP}\n`);
        return cli_io/* EXIT_OK */.Ij;
    }
    const report = await uninstall({ scope: scopeOf(values), cwd: process.cwd(), env: io.env });
    for (const action of report.actions)
        io.stdout.write(`${action}\n`);
    return cli_io/* EXIT_OK */.Ij;
}
function parse(args, extra) {
    try {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                local: { type: 'boolean' },
                global: { type: 'boolean' },
                system: { type: 'boolean' },
                help: { type: 'boolean', short: 'h' },
                ...extra,
            },
        });
        if (positionals.length)
            throw new cli_io/* UsageError */.eb(`unexpected argument '${positionals[0]}'`);
        return values;
    }
    catch (error) {
        if (error instanceof cli_io/* UsageError */.eb)
            throw error;
        throw new cli_io/* UsageError */.eb((0,engine/* errorMessage */.gJ)(error));
    }
}
function scopeOf(values) {
    const chosen = ['local', 'global', 'system'].filter((scope) => values[scope]);
    if (chosen.length > 1)
        throw new cli_io/* UsageError */.eb(`choose one of --local, --global and --system (got ${chosen.map((s) => `--${s}`).join(' ')})`);
    return chosen[0] ?? 'local';
}


/***/ })

};

return{id,ids,modules}})