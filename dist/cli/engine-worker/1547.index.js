export const id = 1547;
export const ids = [1547,1916];
export const modules = {

/***/ 564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ encodeBmp),
/* harmony export */   k: () => (/* binding */ decodeBmp)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);

/**
 * BMP, which sharp (libvips) neither reads nor writes: uncompressed Windows bitmaps with 1, 4,
 * 8 (palette), 16, 24 and 32 bits per pixel, bottom-up or top-down. RLE-compressed bitmaps are
 * refused with a one-line error.
 */
function decodeBmp(bytes) {
    if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6('not a BMP image (no BM signature)');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const dataOffset = view.getUint32(10, true);
    const headerSize = view.getUint32(14, true);
    const width = view.getInt32(18, true);
    const rawHeight = view.getInt32(22, true);
    const bits = view.getUint16(28, true);
    const compression = headerSize >= 40 ? view.getUint32(30, true) : 0;
    const height = Math.abs(rawHeight);
    const topDown = rawHeight < 0;
    if (width <= 0 || height <= 0 || width * height > 100_000_000)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`a BMP image of unusable size ${width}×${height}`);
    // 3 = BI_BITFIELDS (masks), 0 = BI_RGB; RLE (1, 2) is not read.
    if (compression !== 0 && compression !== 3)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`a compressed BMP image (compression ${compression}) is not supported`);
    let masks = bits === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
    if (compression === 3) {
        const at = headerSize >= 52 ? 54 : 14 + headerSize;
        masks = [
            view.getUint32(at, true),
            view.getUint32(at + 4, true),
            view.getUint32(at + 8, true),
            headerSize >= 56 ? view.getUint32(66, true) : 0,
        ];
    }
    const paletteStart = 14 + headerSize;
    const palette = (index) => {
        const at = paletteStart + index * 4;
        return at + 2 < bytes.length ? [bytes[at + 2], bytes[at + 1], bytes[at]] : [0, 0, 0];
    };
    const stride = Math.floor((bits * width + 31) / 32) * 4;
    if (dataOffset + stride * height > bytes.length)
        throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6('the BMP image is truncated');
    const out = new Uint8Array(width * height * 4);
    for (let row = 0; row < height; row++) {
        const source = dataOffset + (topDown ? row : height - 1 - row) * stride;
        for (let x = 0; x < width; x++) {
            let r;
            let g;
            let b;
            if (bits === 24) {
                const at = source + x * 3;
                [b, g, r] = [bytes[at], bytes[at + 1], bytes[at + 2]];
            }
            else if (bits === 32 || bits === 16) {
                const value = bits === 32 ? view.getUint32(source + x * 4, true) : view.getUint16(source + x * 2, true);
                [r, g, b] = [channel(value, masks[0]), channel(value, masks[1]), channel(value, masks[2])];
            }
            else if (bits === 8 || bits === 4 || bits === 1) {
                const bitOffset = x * bits;
                const byte = bytes[source + (bitOffset >> 3)];
                const index = (byte >> (8 - bits - (bitOffset & 7))) & ((1 << bits) - 1);
                [r, g, b] = palette(index);
            }
            else {
                throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`a BMP image with ${bits} bits per pixel is not supported`);
            }
            const o = (row * width + x) * 4;
            out[o] = r;
            out[o + 1] = g;
            out[o + 2] = b;
            out[o + 3] = 255;
        }
    }
    return { width, height, data: out };
}
function channel(value, mask) {
    if (!mask)
        return 0;
    let shift = 0;
    while (((mask >>> shift) & 1) === 0)
        shift++;
    const max = mask >>> shift;
    return Math.round((((value & mask) >>> shift) * 255) / max);
}
/** A 24-bit bottom-up BMP of RGBA pixels (alpha dropped onto white). */
function encodeBmp(raster) {
    const { width, height, data } = raster;
    const stride = Math.floor((24 * width + 31) / 32) * 4;
    const size = 54 + stride * height;
    const out = new Uint8Array(size);
    const view = new DataView(out.buffer);
    out[0] = 0x42;
    out[1] = 0x4d;
    view.setUint32(2, size, true);
    view.setUint32(10, 54, true);
    view.setUint32(14, 40, true);
    view.setInt32(18, width, true);
    view.setInt32(22, height, true);
    view.setUint16(26, 1, true);
    view.setUint16(28, 24, true);
    view.setUint32(34, stride * height, true);
    view.setInt32(38, 2835, true);
    view.setInt32(42, 2835, true);
    for (let y = 0; y < height; y++) {
        const row = 54 + (height - 1 - y) * stride;
        for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            const alpha = data[i + 3] / 255;
            const on = (c) => Math.round(c * alpha + 255 * (1 - alpha));
            out[row + x * 3] = on(data[i + 2]);
            out[row + x * 3 + 1] = on(data[i + 1]);
            out[row + x * 3 + 2] = on(data[i]);
        }
    }
    return out;
}


/***/ }),

/***/ 1916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  imageReader: () => (/* binding */ imageReader),
  loadSharp: () => (/* binding */ loadSharp)
});

// EXTERNAL MODULE: ./src/engine/errors.ts
var errors = __webpack_require__(7679);
// EXTERNAL MODULE: ./src/engine/formats/image/bmp.ts
var bmp = __webpack_require__(564);
// EXTERNAL MODULE: ./src/engine/formats/shared/raster-regions.ts + 1 modules
var raster_regions = __webpack_require__(7328);
;// CONCATENATED MODULE: ./src/engine/formats/image/diff.ts

function diffImageModels(source, target, options) {
    const before = imageData(source)?.pages ?? [];
    const after = imageData(target)?.pages ?? [];
    const changes = [];
    const multi = Math.max(before.length, after.length) > 1;
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
        const a = before[index];
        const b = after[index];
        const story = `page:${index + 1}`;
        const side = { story, blockPath: [0] };
        const place = multi ? `page ${index + 1}` : 'picture';
        if (a && b) {
            changes.push(...comparePages(a, b, index + 1, place, side, options));
        }
        else if (b && options.showInserted) {
            changes.push({
                kind: 'Inserted',
                unit: 'object',
                text: '',
                targetText: `${place} ${b.originalWidth}×${b.originalHeight}`,
                place,
                target: side,
                box: fullBox(b, index + 1),
            });
        }
        else if (a && options.showDeleted) {
            changes.push({
                kind: 'Deleted',
                unit: 'object',
                text: `${place} ${a.originalWidth}×${a.originalHeight}`,
                targetText: '',
                place,
                source: side,
                box: fullBox(a, index + 1),
            });
        }
    }
    return changes;
}
function imageData(model) {
    const data = model.familyData;
    return data?.kind === 'image' ? data : undefined;
}
function fullBox(page, number) {
    return {
        page: number,
        pageWidth: page.originalWidth,
        pageHeight: page.originalHeight,
        x: 0,
        y: 0,
        width: page.originalWidth,
        height: page.originalHeight,
    };
}
function comparePages(a, b, number, place, side, options) {
    let left = a;
    let right = b;
    let where = place;
    if (a.width !== b.width || a.height !== b.height) {
        const size = options.originalSize && options.originalSize.width > 0 && options.originalSize.height > 0
            ? options.originalSize
            : { width: b.width, height: b.height };
        left = resize(a, size.width, size.height);
        right = resize(b, size.width, size.height);
        where = `${place} (${a.originalWidth}×${a.originalHeight} and ${b.originalWidth}×${b.originalHeight} compared at ${size.width}×${size.height}${options.originalSize ? '' : ', the target size'})`;
    }
    // Boxes are reported in the target's own pixels, whatever size the comparison ran at.
    const sx = b.originalWidth / right.width;
    const sy = b.originalHeight / right.height;
    return (0,raster_regions/* changedRegions */.eI)(left, right, options.sensitivity).map((region) => {
        const box = {
            page: number,
            pageWidth: b.originalWidth,
            pageHeight: b.originalHeight,
            x: region.x * sx,
            y: region.y * sy,
            width: region.width * sx,
            height: region.height * sy,
        };
        const text = `region ${Math.round(box.width)}×${Math.round(box.height)} at (${Math.round(box.x)}, ${Math.round(box.y)})`;
        return {
            kind: 'Modified',
            unit: 'object',
            text,
            targetText: text,
            place: where,
            source: side,
            target: side,
            box,
        };
    });
}
/** Bilinear resampling of RGBA pixels (the differ is synchronous, so no sharp here). */
function resize(raster, width, height) {
    if (raster.width === width && raster.height === height)
        return raster;
    const out = new Uint8Array(width * height * 4);
    const { data } = raster;
    const xRatio = raster.width / width;
    const yRatio = raster.height / height;
    for (let y = 0; y < height; y++) {
        const fy = Math.max(0, (y + 0.5) * yRatio - 0.5);
        const y0 = Math.min(raster.height - 1, Math.floor(fy));
        const y1 = Math.min(raster.height - 1, y0 + 1);
        const wy = fy - y0;
        for (let x = 0; x < width; x++) {
            const fx = Math.max(0, (x + 0.5) * xRatio - 0.5);
            const x0 = Math.min(raster.width - 1, Math.floor(fx));
            const x1 = Math.min(raster.width - 1, x0 + 1);
            const wx = fx - x0;
            const o = (y * width + x) * 4;
            for (let c = 0; c < 4; c++) {
                const top = data[(y0 * raster.width + x0) * 4 + c] * (1 - wx) + data[(y0 * raster.width + x1) * 4 + c] * wx;
                const bottom = data[(y1 * raster.width + x0) * 4 + c] * (1 - wx) + data[(y1 * raster.width + x1) * 4 + c] * wx;
                out[o + c] = Math.round(top * (1 - wy) + bottom * wy);
            }
        }
    }
    return { width, height, data: out };
}

;// CONCATENATED MODULE: ./src/engine/formats/image/index.ts




/**
 * Image reader (png, jpg, gif, bmp, tiff, webp): each page (frame) decoded with sharp to RGBA
 * and kept for the pixel differ; the common model holds one `page` story per page with one
 * object block named by the pixels' hash, so the same picture in two formats is equal.
 */
/** Largest raster kept per page (pixels); bigger pictures are compared at a reduced size. */
const MAX_PIXELS = 16_000_000;
let sharpModule;
/** sharp, loaded on first use; a one-line UnsupportedFormatError when it cannot load. */
async function loadSharp() {
    sharpModule ??= Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2482)).then((module) => module.default ?? module, (error) => {
        sharpModule = undefined;
        throw new errors/* UnsupportedFormatError */.N$(`images cannot be compared here: the sharp module did not load (${error?.message?.split('\n')[0] ?? error})`);
    });
    return sharpModule;
}
const imageReader = {
    family: 'image',
    formats: ['png', 'jpg', 'gif', 'bmp', 'tiff', 'webp'],
    async read(bytes, format, _options) {
        const warnings = [];
        const pages = await decodePages(bytes, format, warnings);
        const stories = pages.map((page, index) => ({
            kind: 'page',
            key: `page:${index + 1}`,
            label: pages.length > 1 ? `page ${index + 1}` : 'picture',
            pageSize: { width: page.originalWidth, height: page.originalHeight },
            blocks: [
                {
                    type: 'object',
                    object: {
                        kind: 'image',
                        hash: (0,raster_regions/* rasterHash */.eU)(page),
                        name: `${page.originalWidth}×${page.originalHeight} picture`,
                    },
                    locator: { part: `page:${index + 1}`, path: '' },
                },
            ],
        }));
        const familyData = { kind: 'image', pages };
        return {
            format,
            stories,
            metadata: {},
            pageCount: pages.length,
            pageSize: pages[0] ? { width: pages[0].originalWidth, height: pages[0].originalHeight } : undefined,
            warnings,
            familyData,
        };
    },
    diff(source, target, options) {
        return diffImageModels(source, target, options);
    },
};
async function decodePages(bytes, format, warnings) {
    if (format === 'bmp') {
        const raster = (0,bmp/* decodeBmp */.k)(bytes);
        return [{ ...raster, originalWidth: raster.width, originalHeight: raster.height }];
    }
    const sharp = await loadSharp();
    let pageCount = 1;
    try {
        const metadata = await sharp(bytes).metadata();
        // Animated GIF and WebP frames are one picture in time, not pages: only TIFF pages count.
        if (format === 'tiff')
            pageCount = Math.max(1, metadata.pages ?? 1);
    }
    catch (error) {
        throw new errors/* CorruptDocumentError */.b6(`not a readable ${format.toUpperCase()} image (${firstLine(error)})`);
    }
    const pages = [];
    for (let page = 0; page < pageCount; page++) {
        try {
            const metadata = await sharp(bytes, { page }).metadata();
            const turned = (metadata.orientation ?? 1) >= 5;
            const width = (turned ? metadata.height : metadata.width) ?? 0;
            const height = (turned ? metadata.width : metadata.height) ?? 0;
            // Transparent pixels are seen on white, as a viewer shows them.
            let pipeline = sharp(bytes, { page, failOn: 'none' }).rotate().flatten({ background: '#ffffff' }).ensureAlpha();
            if (width * height > MAX_PIXELS) {
                const factor = Math.sqrt(MAX_PIXELS / (width * height));
                pipeline = pipeline.resize(Math.floor(width * factor), Math.floor(height * factor), { fit: 'fill' });
                warnings.push({
                    code: 'image-scaled',
                    message: `page ${page + 1} (${width}×${height}) is compared at a reduced size`,
                });
            }
            const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
            pages.push({
                width: info.width,
                height: info.height,
                data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
                originalWidth: width || info.width,
                originalHeight: height || info.height,
            });
        }
        catch (error) {
            if (page === 0)
                throw new errors/* CorruptDocumentError */.b6(`not a readable ${format.toUpperCase()} image (${firstLine(error)})`);
            warnings.push({
                code: 'image-page',
                message: `page ${page + 1} could not be decoded and is left out (${firstLine(error)})`,
            });
        }
    }
    return pages;
}
/** sharp repeats libvips's messages over several lines; the first one says it. */
function firstLine(error) {
    return String(error?.message ?? error)
        .split('\n')[0]
        .trim();
}


/***/ }),

/***/ 1547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   imageWriter: () => (/* binding */ imageWriter)
/* harmony export */ });
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);
/* harmony import */ var _bmp__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(564);
/* harmony import */ var _index__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1916);



/**
 * Image result: the target picture with each changed region framed in the ItemsStyle colour of
 * its kind, in the target's own format. A picture has nothing to accept or reject piecewise, so
 * the clean mode gives the target (or the source when every change is rejected).
 */
const imageWriter = {
    formats: ['png', 'jpg', 'gif', 'bmp', 'tiff', 'webp'],
    async write(input) {
        const warnings = [];
        const { options, changes } = input;
        if (options.mode === 'clean') {
            const rejected = changes.filter((_, i) => options.rejected.has(i)).length;
            if (rejected === 0)
                return { bytes: input.target.bytes, warnings };
            if (rejected === changes.length)
                return { bytes: input.source.bytes, warnings };
            warnings.push({
                code: 'image-partial-reject',
                message: 'a picture cannot take back some of its changed regions and keep others; the target is kept',
            });
            return { bytes: input.target.bytes, warnings };
        }
        if (options.mode === 'tracked')
            warnings.push({
                code: 'image-tracked',
                message: 'pictures have no revisions; the changed regions are framed instead',
            });
        const pages = input.target.document.pageCount ?? 1;
        if (pages > 1)
            warnings.push({ code: 'image-pages', message: `only the first of ${pages} pages is framed in the result` });
        const frames = changes
            .map((change, index) => ({ change, index }))
            .filter(({ change }) => change.box && change.box.page === 1)
            .map(({ change }) => {
            const style = change.kind === 'Inserted' ? options.inserted : change.kind === 'Deleted' ? options.deleted : options.changed;
            const colour = style.highlightColor ??
                style.fontColor ??
                (change.kind === 'Inserted' ? '0000FF' : change.kind === 'Deleted' ? 'FF0000' : '00AA00');
            return { box: change.box, colour };
        });
        const sharp = await (0,_index__WEBPACK_IMPORTED_MODULE_2__.loadSharp)();
        const format = input.format;
        const base = format === 'bmp'
            ? bmpAsSharp(sharp, input.target.bytes)
            : // As the reader decodes it: a damaged or truncated picture is framed as far as it reads.
                sharp(input.target.bytes, { page: 0, failOn: 'none' }).rotate();
        const { width = 0, height = 0 } = format === 'bmp' ? (0,_bmp__WEBPACK_IMPORTED_MODULE_1__/* .decodeBmp */ .k)(input.target.bytes) : await sharp(await base.clone().png().toBuffer()).metadata();
        const stroke = Math.max(2, Math.round(Math.min(width, height) / 150));
        const rects = frames
            .map(({ box, colour }) => {
            const x = Math.max(0, box.x - stroke / 2);
            const y = Math.max(0, box.y - stroke / 2);
            return `<rect x="${x}" y="${y}" width="${Math.min(width - x, box.width + stroke)}" height="${Math.min(height - y, box.height + stroke)}" fill="none" stroke="#${colour}" stroke-width="${stroke}"/>`;
        })
            .join('');
        const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects}</svg>`);
        const framed = base.composite([{ input: overlay, top: 0, left: 0 }]);
        let bytes;
        switch (format) {
            case 'bmp': {
                const { data, info } = await framed.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
                bytes = (0,_bmp__WEBPACK_IMPORTED_MODULE_1__/* .encodeBmp */ .c)({ width: info.width, height: info.height, data: new Uint8Array(data) });
                break;
            }
            case 'jpg':
                bytes = await framed.jpeg({ quality: 92 }).toBuffer();
                break;
            case 'tiff':
                bytes = await framed.tiff().toBuffer();
                break;
            case 'gif':
                bytes = await framed.gif().toBuffer();
                break;
            case 'webp':
                bytes = await framed.webp().toBuffer();
                break;
            default:
                bytes = await framed.png().toBuffer();
        }
        return { bytes: new Uint8Array(bytes), warnings };
    },
    async validate(bytes) {
        try {
            if (bytes[0] === 0x42 && bytes[1] === 0x4d) {
                (0,_bmp__WEBPACK_IMPORTED_MODULE_1__/* .decodeBmp */ .k)(bytes);
                return;
            }
            const sharp = await (0,_index__WEBPACK_IMPORTED_MODULE_2__.loadSharp)();
            const { width, height } = await sharp(bytes).metadata();
            if (!width || !height)
                throw new Error('no size');
        }
        catch (error) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_0__/* .CorruptDocumentError */ .b6(`the written picture does not decode (${error?.message ?? error})`);
        }
    },
};
function bmpAsSharp(sharp, bytes) {
    const raster = (0,_bmp__WEBPACK_IMPORTED_MODULE_1__/* .decodeBmp */ .k)(bytes);
    return sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength), {
        raw: { width: raster.width, height: raster.height, channels: 4 },
    });
}


/***/ }),

/***/ 7328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eI: () => (/* binding */ changedRegions),
  eU: () => (/* binding */ rasterHash)
});

// UNUSED EXPORTS: colourThreshold

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./node_modules/pixelmatch/index.js
/**
 * Compare two equally sized images, pixel by pixel.
 *
 * @param {Uint8Array | Uint8ClampedArray} img1 First image data.
 * @param {Uint8Array | Uint8ClampedArray} img2 Second image data.
 * @param {Uint8Array | Uint8ClampedArray | void} output Image data to write the diff to, if provided.
 * @param {number} width Input images width.
 * @param {number} height Input images height.
 *
 * @param {Object} [options]
 * @param {number} [options.threshold=0.1] Matching threshold (0 to 1); smaller is more sensitive.
 * @param {boolean} [options.includeAA=false] Whether to skip anti-aliasing detection.
 * @param {number} [options.alpha=0.1] Opacity of original image in diff output.
 * @param {[number, number, number]} [options.aaColor=[255, 255, 0]] Color of anti-aliased pixels in diff output.
 * @param {[number, number, number]} [options.diffColor=[255, 0, 0]] Color of different pixels in diff output.
 * @param {[number, number, number]} [options.diffColorAlt=options.diffColor] Whether to detect dark on light differences between img1 and img2 and set an alternative color to differentiate between the two.
 * @param {boolean} [options.diffMask=false] Draw the diff over a transparent background (a mask).
 * @param {boolean} [options.checkerboard=true] Whether to blend semi-transparent pixels against a checkerboard pattern (true) or plain white (false) when comparing.
 *
 * @return {number} The number of mismatched pixels.
 */
function pixelmatch(img1, img2, output, width, height, options = {}) {
    const {
        threshold = 0.1,
        alpha = 0.1,
        aaColor = [255, 255, 0],
        diffColor = [255, 0, 0],
        checkerboard = true,
        includeAA, diffColorAlt, diffMask
    } = options;

    if (!isPixelData(img1) || !isPixelData(img2) || (output && !isPixelData(output)))
        throw new Error('Image data: Uint8Array, Uint8ClampedArray or Buffer expected.');

    if (img1.length !== img2.length || (output && output.length !== img1.length))
        throw new Error(`Image sizes do not match. Image 1 size: ${img1.length}, image 2 size: ${img2.length}`);

    if (img1.length !== width * height * 4) throw new Error(`Image data size does not match width/height. Expecting ${width * height * 4}. Got ${img1.length}`);

    // check if images are identical
    const len = width * height;
    const a32 = new Uint32Array(img1.buffer, img1.byteOffset, len);
    const b32 = new Uint32Array(img2.buffer, img2.byteOffset, len);
    let identical = true;

    for (let i = 0; i < len; i++) {
        if (a32[i] !== b32[i]) { identical = false; break; }
    }
    if (identical) { // fast path if identical
        if (output && !diffMask) {
            for (let i = 0, pos = 0; i < len; i++, pos += 4) drawGrayPixel(img1, pos, alpha, output);
        }
        return 0;
    }

    // maximum acceptable square distance between two colors;
    // 35215 is the maximum possible value for the YIQ difference metric
    const maxDelta = 35215 * threshold * threshold;
    const [aaR, aaG, aaB] = aaColor;
    const [diffR, diffG, diffB] = diffColor;
    const [altR, altG, altB] = diffColorAlt || diffColor;
    let diff = 0;

    // compare each pixel of one image against the other one
    for (let i = 0, pos = 0; i < len; i++, pos += 4) {
        // squared YUV distance between colors at this pixel position, negative if the img2 pixel is darker
        const delta = a32[i] === b32[i] ? 0 : colorDelta(img1, img2, pos, pos, checkerboard);

        // the color difference is above the threshold
        if (Math.abs(delta) > maxDelta) {
            const x = i % width;
            const y = (i / width) | 0;
            // check it's a real rendering difference or just anti-aliasing
            const isExcludedAA = !includeAA && (antialiased(img1, x, y, width, height, a32, b32, checkerboard) || antialiased(img2, x, y, width, height, b32, a32, checkerboard));
            if (isExcludedAA) {
                // one of the pixels is anti-aliasing; draw as yellow and do not count as difference
                // note that we do not include such pixels in a mask
                if (output && !diffMask) drawPixel(output, pos, aaR, aaG, aaB);

            } else {
                // found substantial difference not caused by anti-aliasing; draw it as such
                if (output) {
                    if (delta < 0) {
                        drawPixel(output, pos, altR, altG, altB);
                    } else {
                        drawPixel(output, pos, diffR, diffG, diffB);
                    }
                }
                diff++;
            }

        } else if (output && !diffMask) {
            // pixels are similar; draw background as grayscale image blended with white
            drawGrayPixel(img1, pos, alpha, output);
        }
    }

    // return the number of different pixels
    return diff;
}

/** @param {Uint8Array | Uint8ClampedArray} arr */
function isPixelData(arr) {
    // work around instanceof Uint8Array not working properly in some Jest environments
    return ArrayBuffer.isView(arr) && arr.BYTES_PER_ELEMENT === 1;
}

/**
 * Check if a pixel is likely a part of anti-aliasing;
 * based on "Anti-aliased Pixel and Intensity Slope Detector" paper by V. Vysniauskas, 2009
 * @param {Uint8Array | Uint8ClampedArray} img
 * @param {number} x1
 * @param {number} y1
 * @param {number} width
 * @param {number} height
 * @param {Uint32Array} a32
 * @param {Uint32Array} b32
 * @param {boolean} checkerboard
 */
function antialiased(img, x1, y1, width, height, a32, b32, checkerboard) {
    const x0 = Math.max(x1 - 1, 0);
    const y0 = Math.max(y1 - 1, 0);
    const x2 = Math.min(x1 + 1, width - 1);
    const y2 = Math.min(y1 + 1, height - 1);
    const pos4 = (y1 * width + x1) * 4;
    // cache the center pixel's RGBA once instead of re-reading it on every neighbor comparison
    const cr = img[pos4];
    const cg = img[pos4 + 1];
    const cb = img[pos4 + 2];
    const ca = img[pos4 + 3];
    let zeroes = x1 === x0 || x1 === x2 || y1 === y0 || y1 === y2 ? 1 : 0;
    let min = 0;
    let max = 0;
    let minX = 0;
    let minY = 0;
    let maxX = 0;
    let maxY = 0;

    // go through 8 adjacent pixels
    for (let x = x0; x <= x2; x++) {
        for (let y = y0; y <= y2; y++) {
            if (x === x1 && y === y1) continue;

            // brightness delta between the center pixel and adjacent one
            const delta = brightnessDelta(img, pos4, (y * width + x) * 4, cr, cg, cb, ca, checkerboard);

            // count the number of equal, darker and brighter adjacent pixels
            if (delta === 0) {
                zeroes++;
                // if found more than 2 equal siblings, it's definitely not anti-aliasing
                if (zeroes > 2) return false;

            // remember the darkest pixel
            } else if (delta < min) {
                min = delta;
                minX = x;
                minY = y;

            // remember the brightest pixel
            } else if (delta > max) {
                max = delta;
                maxX = x;
                maxY = y;
            }
        }
    }

    // if there are no both darker and brighter pixels among siblings, it's not anti-aliasing
    if (min === 0 || max === 0) return false;

    // if either the darkest or the brightest pixel has 3+ equal siblings in both images
    // (definitely not anti-aliased), this pixel is anti-aliased
    return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height)) ||
           (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height));
}

/**
 * Check if a pixel has 3+ adjacent pixels of the same color.
 * @param {Uint32Array} img
 * @param {number} x1
 * @param {number} y1
 * @param {number} width
 * @param {number} height
 */
function hasManySiblings(img, x1, y1, width, height) {
    const x0 = Math.max(x1 - 1, 0);
    const y0 = Math.max(y1 - 1, 0);
    const x2 = Math.min(x1 + 1, width - 1);
    const y2 = Math.min(y1 + 1, height - 1);
    const val = img[y1 * width + x1];
    let zeroes = x1 === x0 || x1 === x2 || y1 === y0 || y1 === y2 ? 1 : 0;

    // go through 8 adjacent pixels
    for (let x = x0; x <= x2; x++) {
        for (let y = y0; y <= y2; y++) {
            if (x === x1 && y === y1) continue;
            zeroes += +(val === img[y * width + x]);
            if (zeroes > 2) return true;
        }
    }
    return false;
}

/**
 * Calculate color difference according to the paper "Measuring perceived color difference
 * using YIQ NTSC transmission color space in mobile applications" by Y. Kotsarenko and F. Ramos.
 * Caller guarantees the two pixels differ, so the early-zero check is omitted.
 * @param {Uint8Array | Uint8ClampedArray} img1
 * @param {Uint8Array | Uint8ClampedArray} img2
 * @param {number} k
 * @param {number} m
 * @param {boolean} checkerboard
 */
function colorDelta(img1, img2, k, m, checkerboard) {
    const r1 = img1[k];
    const g1 = img1[k + 1];
    const b1 = img1[k + 2];
    const a1 = img1[k + 3];
    const r2 = img2[m];
    const g2 = img2[m + 1];
    const b2 = img2[m + 2];
    const a2 = img2[m + 3];

    let dr = r1 - r2;
    let dg = g1 - g2;
    let db = b1 - b2;
    const da = a1 - a2;

    if (a1 < 255 || a2 < 255) { // blend pixels with background
        let rb = 255, gb = 255, bb = 255;
        if (checkerboard) {
            rb = 48 + 159 * (k % 2);
            gb = 48 + 159 * ((k / 1.618033988749895 | 0) % 2);
            bb = 48 + 159 * ((k / 2.618033988749895 | 0) % 2);
        }
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }

    const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    const i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
    const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;

    const delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;

    // encode whether the pixel lightens or darkens in the sign
    return y > 0 ? -delta : delta;
}

/**
 * Specialized brightness-only color delta for the anti-aliasing detector,
 * with the center pixel's RGBA hoisted out of the neighbor loop.
 * @param {Uint8Array | Uint8ClampedArray} img
 * @param {number} k center pixel offset
 * @param {number} m neighbor pixel offset
 * @param {number} r1
 * @param {number} g1
 * @param {number} b1
 * @param {number} a1
 * @param {boolean} checkerboard
 */
function brightnessDelta(img, k, m, r1, g1, b1, a1, checkerboard) {
    const r2 = img[m];
    const g2 = img[m + 1];
    const b2 = img[m + 2];
    const a2 = img[m + 3];

    let dr = r1 - r2;
    let dg = g1 - g2;
    let db = b1 - b2;
    const da = a1 - a2;

    if (!dr && !dg && !db && !da) return 0;

    if (a1 < 255 || a2 < 255) {
        let rb = 255, gb = 255, bb = 255;
        if (checkerboard) {
            rb = 48 + 159 * (k % 2);
            gb = 48 + 159 * ((k / 1.618033988749895 | 0) % 2);
            bb = 48 + 159 * ((k / 2.618033988749895 | 0) % 2);
        }
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255;
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255;
        db = (b1 * a1 - b2 * a2 - bb * da) / 255;
    }

    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
}

/**
 * @param {Uint8Array | Uint8ClampedArray} output
 * @param {number} pos
 * @param {number} r
 * @param {number} g
 * @param {number} b
 */
function drawPixel(output, pos, r, g, b) {
    output[pos] = r;
    output[pos + 1] = g;
    output[pos + 2] = b;
    output[pos + 3] = 255;
}

/**
 * @param {Uint8Array | Uint8ClampedArray} img
 * @param {number} i
 * @param {number} alpha
 * @param {Uint8Array | Uint8ClampedArray} output
 */
function drawGrayPixel(img, i, alpha, output) {
    const val = 255 + (img[i] * 0.29889531 + img[i + 1] * 0.58662247 + img[i + 2] * 0.11448223 - 255) * alpha * img[i + 3] / 255;
    drawPixel(output, i, val, val, val);
}

;// CONCATENATED MODULE: ./src/engine/formats/shared/raster-regions.ts


/** pixelmatch's colour threshold for a sensitivity 0..100 (75 → 0.2; higher = stricter). */
function colourThreshold(sensitivity) {
    const s = Math.min(100, Math.max(0, sensitivity));
    return 0.05 + ((100 - s) / 100) * 0.6;
}
/** Fewest changed pixels a region needs to be reported (noise from re-encoding stays out). */
function minimumPixels(sensitivity, width, height) {
    const area = width * height;
    const fraction = sensitivity >= 95 ? 0 : ((100 - sensitivity) / 100) * 0.0004;
    return Math.max(1, Math.round(area * fraction), sensitivity >= 95 ? 1 : 3);
}
/** Content hash of pixels (sha-1 hex), equal for equal pictures whatever their file format. */
function rasterHash(raster) {
    return (0,external_node_crypto_.createHash)('sha1').update(`${raster.width}x${raster.height}:`).update(raster.data).digest('hex');
}
/** Rectangles of pixels that differ between two rasters of one size. */
function changedRegions(a, b, sensitivity) {
    const { width, height } = b;
    if (a.width !== width || a.height !== height)
        throw new Error('rasters of different sizes');
    const mask = new Uint8Array(width * height * 4);
    const count = pixelmatch(a.data, b.data, mask, width, height, {
        threshold: colourThreshold(sensitivity),
        includeAA: false,
        diffMask: true,
        diffColor: [255, 0, 0],
        alpha: 0,
    });
    if (count === 0)
        return [];
    const cell = Math.max(1, Math.round(Math.max(width, height) / 200));
    const columns = Math.ceil(width / cell);
    const rows = Math.ceil(height / cell);
    const grid = new Uint32Array(columns * rows);
    for (let y = 0; y < height; y++) {
        const rowOffset = Math.floor(y / cell) * columns;
        for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            if (mask[i + 3] !== 0 && mask[i] === 255 && mask[i + 1] === 0)
                grid[rowOffset + Math.floor(x / cell)]++;
        }
    }
    const reach = 2;
    const label = new Int32Array(columns * rows).fill(-1);
    const found = [];
    const stack = [];
    for (let start = 0; start < grid.length; start++) {
        if (!grid[start] || label[start] >= 0)
            continue;
        const id = found.length;
        let x0 = Infinity;
        let y0 = Infinity;
        let x1 = -1;
        let y1 = -1;
        let pixels = 0;
        label[start] = id;
        stack.push(start);
        while (stack.length) {
            const at = stack.pop();
            const cx = at % columns;
            const cy = (at - cx) / columns;
            x0 = Math.min(x0, cx);
            x1 = Math.max(x1, cx);
            y0 = Math.min(y0, cy);
            y1 = Math.max(y1, cy);
            pixels += grid[at];
            for (let dy = -reach; dy <= reach; dy++) {
                const ny = cy + dy;
                if (ny < 0 || ny >= rows)
                    continue;
                for (let dx = -reach; dx <= reach; dx++) {
                    const nx = cx + dx;
                    if (nx < 0 || nx >= columns)
                        continue;
                    const next = ny * columns + nx;
                    if (grid[next] && label[next] < 0) {
                        label[next] = id;
                        stack.push(next);
                    }
                }
            }
        }
        found.push({
            x: x0 * cell,
            y: y0 * cell,
            width: Math.min(width, (x1 + 1) * cell) - x0 * cell,
            height: Math.min(height, (y1 + 1) * cell) - y0 * cell,
            pixels,
        });
    }
    const minimum = minimumPixels(sensitivity, width, height);
    return mergeClose(found, cell * 4).filter((r) => r.pixels >= minimum);
}
/** Merges rectangles that overlap or lie within `gap` of each other, until none do. */
function mergeClose(rectangles, gap) {
    const list = [...rectangles];
    let merged = true;
    while (merged) {
        merged = false;
        for (let i = 0; i < list.length && !merged; i++) {
            for (let j = i + 1; j < list.length; j++) {
                const a = list[i];
                const b = list[j];
                if (a.x - gap <= b.x + b.width &&
                    b.x - gap <= a.x + a.width &&
                    a.y - gap <= b.y + b.height &&
                    b.y - gap <= a.y + a.height) {
                    const x = Math.min(a.x, b.x);
                    const y = Math.min(a.y, b.y);
                    list[i] = {
                        x,
                        y,
                        width: Math.max(a.x + a.width, b.x + b.width) - x,
                        height: Math.max(a.y + a.height, b.y + b.height) - y,
                        pixels: a.pixels + b.pixels,
                    };
                    list.splice(j, 1);
                    merged = true;
                    break;
                }
            }
        }
    }
    return list.sort((a, b) => a.y - b.y || a.x - b.x);
}


/***/ })

};
