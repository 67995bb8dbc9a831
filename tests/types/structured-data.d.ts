/** Types for the two untyped packages the structured-data test uses, as far as it uses them. */

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    /** addLocation: each root item's `@location` in the HTML; embedSource: each item's HTML, for these formats. */
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | ('microdata' | 'rdfa' | 'jsonld')[] });
    /** Items of each format by root type, the page's meta tags, and what could not be read. */
    parse(html: string): object;
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    dataFormat?: string;
    /** From the root item down to the object at fault: each step's property and type. */
    path?: { type?: string; property?: string; index?: number }[];
  }
  export default class Validator {
    /** `schemaOrgJson`: a schema.org vocabulary release (JSON-LD); without it, only Google's rules are checked. */
    constructor(schemaOrgJson?: object);
    validate(extracted: object): Promise<ValidationIssue[]>;
  }
}
