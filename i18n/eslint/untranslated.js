/**
 * Screens whose texts are not yet in the message catalogs. Remove a file from this list when you move its texts
 * into the catalogs; the list must end empty (issue 22).
 */
export const untranslated = [];
