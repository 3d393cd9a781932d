import { CorruptDocumentError } from '../../../errors';
import { opcPackageFlaws } from '../../package/opc-validate';
import type { ReaderWarning } from '../../../model/document';
import { excuseInheritedFlaws, type PackageFlaw } from '../../shared/inherited-flaws';
import type { ValidationInputs } from '../../writer';
import { VisioPackage, descendantShapes } from '../package';
import { elementChildren } from '../../package/xml-dom';

/**
 * Checks a written Visio package: the package layer's checks every OPC result needs (each part
 * parses, has a content type, and every internal relationship target exists), then that pages and masters resolve
 * and shape IDs are unique on each page.
 */
export function validateVisio(bytes: Uint8Array, inputs?: ValidationInputs): ReaderWarning[] {
  return excuseInheritedFlaws(visioFlaws(bytes), inputs, visioFlaws);
}

function visioFlaws(bytes: Uint8Array): PackageFlaw[] {
  const flaws = opcPackageFlaws(bytes);
  const visio = VisioPackage.open(bytes);
  if (!visio.pages.length) throw new CorruptDocumentError('the Visio package has no pages');
  for (const page of visio.pages) {
    const root = visio.xml(page.part).documentElement!;
    const shapes = elementChildren(root).find((e) => e.localName === 'Shapes');
    if (!shapes) continue;
    const seen = new Set<string>();
    for (const shape of descendantShapes(shapes)) {
      const id = shape.getAttribute('ID') ?? '';
      if (seen.has(id))
        flaws.push({
          key: `shape-id:${page.part}:${id}`,
          message: `shape ID ${id} is used twice on page "${page.name}" (${page.part})`,
        });
      seen.add(id);
      const master = shape.getAttribute('Master');
      if (master && !visio.masters.has(master))
        flaws.push({
          key: `master:${master}`,
          message: `shape ${id} on page "${page.name}" uses master ${master}, which the package does not define`,
        });
    }
  }
  return flaws;
}
