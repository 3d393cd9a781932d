(function(__docdeltaCreateRequire,__docdeltaMeta,__docdeltaImport){"use strict";const id = 9874;
const ids = [9874];
const modules = {

/***/ 39874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveCommand: () => (/* binding */ serveCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71604);


const HELP = `Usage: docdelta serve [--port 8080] [--host 127.0.0.1] [--storage ./data] [--config docdelta.json]

Runs the comparison HTTP API (compatible with GroupDocs.Comparison Cloud v2.0) until stopped.
Clients come from the config file's "clients" or from DOCDELTA_CLIENT_ID / DOCDELTA_CLIENT_SECRET.
The OpenAPI document is served at /v2.0/openapi.json. Logs are JSON lines on stderr.`;
async function serveCommand(args, io) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args,
        options: {
            port: { type: 'string', default: '8080' },
            host: { type: 'string', default: '127.0.0.1' },
            storage: { type: 'string', default: './data' },
            config: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        },
        strict: true,
    });
    if (values.help) {
        io.stdout.write(`${HELP}\n`);
        return _io__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--port '${values.port}' is not a port number (0-65535)`);
    // SOURCE_DATE_EPOCH dates every result the service writes: a bad value stops start-up, not each request.
    await (0,_io__WEBPACK_IMPORTED_MODULE_1__/* .resultDate */ .y0)(io);
    // The server and its dependencies load only for this command.
    const { loadServerConfig, startServer } = await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(3012), __webpack_require__.e(26), __webpack_require__.e(7545), __webpack_require__.e(8304), __webpack_require__.e(327)]).then(__webpack_require__.bind(__webpack_require__, 33776));
    const { jsonLinesLogger } = await __webpack_require__.e(/* import() */ 4373).then(__webpack_require__.bind(__webpack_require__, 34373));
    const config = await loadServerConfig({ configPath: values.config, storageDir: values.storage, env: io.env });
    if (!config.clients.length)
        throw new _io__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('no clients are configured: set DOCDELTA_CLIENT_ID and DOCDELTA_CLIENT_SECRET, or list "clients" in --config');
    const logger = jsonLinesLogger(io.stderr);
    const { installProcessGuard } = await __webpack_require__.e(/* import() */ 2686).then(__webpack_require__.bind(__webpack_require__, 92686));
    const removeGuard = installProcessGuard(logger);
    const server = await startServer({ config, host: values.host, port, logger, warm: true });
    logger({
        level: 'info',
        msg: 'listening',
        url: server.url,
        storage: values.storage,
        sharedState: config.sharedState.name,
        clients: config.clients.length,
        engine: server.app.service.engine.mode,
    });
    const { findSoffice, SOFFICE_HINT } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 95246));
    if (!findSoffice(io.env.DOCDELTA_SOFFICE))
        logger({
            level: 'warn',
            msg: `LibreOffice was not found: conversions that need it answer 501; ${SOFFICE_HINT}`,
        });
    io.stdout.write(`docdelta serve: listening on ${server.url}\n`);
    await new Promise((resolve) => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
    });
    await server.close();
    removeGuard();
    return _io__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
}


/***/ })

};

return{id,ids,modules}})