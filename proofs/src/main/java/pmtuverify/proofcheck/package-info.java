/**
 * Checks of the stored proofs by other means than the proofs' own run: a second solver (cvc5) on every stored query.
 * Kept out of pmtuverify.proofs on purpose: a proof group's fingerprint hashes that package's classes, and a checker of
 * the stored queries changes no proof.
 */
package pmtuverify.proofcheck;
