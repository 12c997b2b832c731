/** Stands in for crypto-js in the browser bundle: the OpenAPI theme only calls SHA1(). */
import SHA1 from 'crypto-js/sha1';

export default { SHA1 };
