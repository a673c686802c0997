import { describeJsonFuzzPart } from './setup/fuzz-json-part.ts';

describeJsonFuzzPart(3);
