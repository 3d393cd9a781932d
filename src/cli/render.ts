/** The readable change list lives with the other report renderers; kept here for old imports. */
export { renderChangeList, summarize } from '../report/terminal';
