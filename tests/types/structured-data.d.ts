/** Types for the two untyped packages the structured-data test uses, as far as it uses them. */

declare module '@marbec/web-auto-extractor' {
  export interface ExtractorOptions {
    /** Adds each root item's `@location` (start,end offsets in the HTML). */
    addLocation?: boolean;
    /** Embeds the HTML of each item (`@source`) for these formats. */
    embedSource?: boolean | ('microdata' | 'rdfa' | 'jsonld')[];
  }
  /** Items of each format by root type, the page's meta tags, and what could not be read. */
  export interface Extracted {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    metatags: Record<string, string[]>;
    errors?: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: ExtractorOptions);
    parse(html: string): Extracted;
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
    fieldNames?: string[];
    location?: string;
  }
  export default class Validator {
    /** `schemaOrgJson`: a schema.org vocabulary release (JSON-LD); without it, only Google's rules are checked. */
    constructor(schemaOrgJson?: object);
    debug: boolean;
    validate(extracted: object): Promise<ValidationIssue[]>;
  }
}
