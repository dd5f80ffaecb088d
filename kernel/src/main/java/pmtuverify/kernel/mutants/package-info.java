/**
 * The suite's mutation score: {@code ./pmtu kernel --mutants} replays every recording against perturbed models (other
 * variants, HZ, sysctls off by a little) and names the recording that kills each ({@link pmtuverify.kernel.mutants.Mutants}).
 */
package pmtuverify.kernel.mutants;
