/**
 * The kernel suite's host side: preparing this machine (prepare.sh: the tools, tracefs), running a scenario in network
 * namespaces with a hard time limit and its reruns ({@link pmtuverify.kernel.Runner}, scenario.sh, the traffic
 * {@link pmtuverify.kernel.Bulk}), the running kernel's HZ ({@link pmtuverify.kernel.KernelHz}), the suite's
 * reproducibility tables ({@link pmtuverify.kernel.Stability}) and the qemu kernel lab for patched kernels
 * ({@link pmtuverify.kernel.Lab}, lab.sh). The shell scripts and bpftrace programs are this package's resources.
 * The other parts: {@link pmtuverify.kernel.capture} (what a run recorded), {@link pmtuverify.kernel.plpmtud}
 * (PLPMTUD conformance), {@link pmtuverify.kernel.hystart} (HyStart conformance), {@link pmtuverify.kernel.random}
 * (random scenarios) and {@link pmtuverify.kernel.mutants} (the suite's mutation score).
 */
package pmtuverify.kernel;
