/** How many records a page of a records table holds (its own file: loaders read it without the table). */
export const RECORDS_PAGE_SIZE = 20
