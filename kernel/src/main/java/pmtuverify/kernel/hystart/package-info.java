/**
 * HyStart (CUBIC) conformance: the scenarios ({@link pmtuverify.kernel.hystart.HystartScenario}), hystart.bt's
 * samples ({@link pmtuverify.kernel.hystart.HystartSample}), the comparison of every ACK with the model's HyStart
 * replay ({@link pmtuverify.kernel.hystart.HystartConformance}, {@link pmtuverify.kernel.hystart.HystartResult}) and
 * specs/KERNEL.md's HyStart section ({@link pmtuverify.kernel.hystart.HystartKernel}).
 */
package pmtuverify.kernel.hystart;
