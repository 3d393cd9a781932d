export const id = 7437;
export const ids = [7437];
export const modules = {

/***/ 47437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitDiffCommand: () => (/* binding */ gitDiffCommand)
/* harmony export */ });
/* harmony import */ var _engine_errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17679);
/* harmony import */ var _git_driver__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75140);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71604);



const HELP = `Usage: docdelta git-diff [--color|--no-color] [--max-size <bytes>] <git's arguments>

git's external diff driver (diff.docdelta.command, GIT_EXTERNAL_DIFF): git calls it with
'path old-file old-hex old-mode new-file new-hex new-mode' (two more for renames) or 'path' for
an unmerged path. Prints a semantic diff of the two documents and always exits 0, so git goes on
to the next file. Set it up with 'docdelta install'. It always runs in this process: git calls
it once per file, so it takes no --remote (nor DOCDELTA_REMOTE_URL).

Options (put them in the configured command, before git's arguments):
  --color / --no-color   force colours on or off (default: on a terminal or in git's pager)
  --max-size <bytes>     name larger files instead of comparing them (default ${_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_BYTES */ .fS})`;
async function gitDiffCommand(args, io) {
    // Options come before git's arguments; git's own arguments are taken as they are (a path may
    // start with '-'), so option parsing stops at the first argument that is not one of ours.
    let color;
    let maxBytes = _git_driver__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_BYTES */ .fS;
    let index = 0;
    for (; index < args.length; index++) {
        const arg = args[index];
        if (arg === '--color')
            color = true;
        else if (arg === '--no-color')
            color = false;
        else if (arg === '--max-size' && /^\d+$/.test(args[index + 1] ?? ''))
            maxBytes = Number(args[++index]);
        else if (arg === '--help' || arg === '-h') {
            io.stdout.write(`${HELP}\n`);
            return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
        }
        else if (arg === '--') {
            index++;
            break;
        }
        else
            break;
    }
    ignoreClosedPipe(io.stdout);
    let invocation;
    try {
        invocation = (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .parseGitDiffArgs */ .GJ)(args.slice(index));
    }
    catch (error) {
        io.stderr.write(`docdelta: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}\n${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_USAGE */ .Ri;
    }
    try {
        const output = await (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .runGitDiff */ .hc)(invocation, { color: (0,_git_driver__WEBPACK_IMPORTED_MODULE_1__/* .driverColor */ .EA)(color, io.env, io.stdout.isTTY), maxBytes, env: io.env });
        for (const warning of output.warnings)
            io.stderr.write(`docdelta: warning: ${warning}\n`);
        io.stdout.write(output.text);
    }
    catch (error) {
        // A bug met on one file must not stop git's walk over the others: one line, exit 0.
        const path = invocation.kind === 'pair' ? invocation.newPath : invocation.path;
        io.stdout.write(`diff --docdelta a/${path} b/${path}\ndocdelta could not compare ${path}: ${(0,_engine_errors__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}\n`);
        if (io.env.DOCDELTA_DEBUG && error instanceof Error && error.stack)
            io.stderr.write(`${error.stack}\n`);
    }
    return _io__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}
/**
 * A pager quit early (`q` in less, `| head`) closes the pipe; that is the reader's choice, not a
 * failure, so the write error is dropped instead of crashing with EPIPE.
 */
function ignoreClosedPipe(stream) {
    const emitter = stream;
    if (typeof emitter.on !== 'function')
        return;
    emitter.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
    });
}


/***/ })

};
