/**
 * Where RFC 9116 puts security.txt, relative to the site root. Shared by the plugin that writes the
 * file and the link to it on /security, so the two can never disagree.
 */
export const securityTxtPath = '.well-known/security.txt';
