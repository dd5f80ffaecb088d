/**
 * PLPMTUD conformance: the scenarios ({@link pmtuverify.kernel.plpmtud.Scenario}), the kernel's samples
 * ({@link pmtuverify.kernel.plpmtud.Sample}) turned into transitions and replay events
 * ({@link pmtuverify.kernel.plpmtud.Transitions}), the comparison with the model's replay to the run's end
 * ({@link pmtuverify.kernel.plpmtud.Conformance}, {@link pmtuverify.kernel.plpmtud.Result},
 * {@link pmtuverify.kernel.plpmtud.ProbeLists}), what the recordings cover of LATEST
 * ({@link pmtuverify.kernel.plpmtud.Coverage}) and the catalogue violations witnessed on the kernel's own states
 * ({@link pmtuverify.kernel.plpmtud.Witness}).
 */
package pmtuverify.kernel.plpmtud;
