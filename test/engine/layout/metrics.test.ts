import { describeWordSpacing } from './word-spacing';

describeWordSpacing("this machine's fonts");
