/**
 * What one scenario run recorded and how it is read: the bpftrace samples, the pcap of the sender's link reduced to
 * runs of equal datagram sizes, steps and ICMPs ({@link pmtuverify.kernel.capture.WireRuns}, run by scenario.sh), the
 * namespace's counters and the script's events ({@link pmtuverify.kernel.capture.Observation}), and the captured
 * ICMPs handed out as the model's ICMP events ({@link pmtuverify.kernel.capture.WireIcmps}). The bpftrace programs
 * themselves (observe.bt, hystart.bt) are resources of {@link pmtuverify.kernel}, where scenario.sh runs them.
 */
package pmtuverify.kernel.capture;
