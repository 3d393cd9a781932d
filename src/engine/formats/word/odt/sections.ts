import type { ParagraphBlock } from '../../../model/document';
import type { OdfStyleScope } from './styles';

/**
 * Sections of an ODT body, shown as the Word reader shows a DOCX's: the paragraph that ends a
 * section carries its page setup (page size, orientation, margins, columns) and the kind of break
 * that follows (`section break`), the body's last paragraph the last section's setup. ODF has two
 * kinds of break: a paragraph whose style names a master page starts a new page with that page
 * style (`next page`), and a text:section starts or ends in the flow of the page (`continuous`),
 * with columns of its own. Fed the body's paragraphs and sections in document order.
 */
export class OdtSections {
  private masterPage: string | undefined;
  private readonly columns: (string | undefined)[] = [];
  private last: { block: ParagraphBlock; columns: string | undefined } | undefined;
  private sectionEdge = false;

  constructor(private readonly styles: OdfStyleScope) {
    this.masterPage = styles.firstMasterPage;
  }

  paragraph(block: ParagraphBlock, styleName: string | undefined): void {
    const masterPage = this.styles.masterPageName(styleName);
    if (this.last && masterPage) this.end(this.last, 'next page');
    else if (this.last && this.sectionEdge) this.end(this.last, 'continuous');
    if (masterPage) this.masterPage = masterPage;
    this.sectionEdge = false;
    this.last = { block, columns: this.columns[this.columns.length - 1] };
  }

  enter(styleName: string | undefined): void {
    this.columns.push(this.styles.sectionColumns(styleName));
    this.sectionEdge = true;
  }

  leave(): void {
    this.columns.pop();
    this.sectionEdge = true;
  }

  /** The last section's setup on the body's last paragraph, as a DOCX body's own w:sectPr. */
  finish(): void {
    if (this.last) this.end(this.last);
  }

  private end(last: { block: ParagraphBlock; columns: string | undefined }, kind?: string): void {
    const setup = this.styles.pageSetup(this.masterPage);
    if (!setup && !kind) return;
    const properties: Record<string, string> = { ...last.block.properties, ...setup };
    if (last.columns) properties.columns = last.columns;
    if (kind) properties['section break'] = kind;
    last.block.properties = properties;
  }
}
