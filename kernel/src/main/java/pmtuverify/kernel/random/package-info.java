/**
 * Random scenarios: {@code ./pmtu kernel --random N}'s draws over the PLPMTUD scenario knobs
 * ({@link pmtuverify.kernel.random.RandomScenarios}), each run compared state by state, a reproduced difference
 * shrunk, and the stored table and figure ({@link pmtuverify.kernel.random.RandomRun}).
 */
package pmtuverify.kernel.random;
