; helpers-6x-ipv6-roundtrip-mss
; expected: unsat
; claim: unsat: tcp_mtu_to_mss(tcp_mss_to_mtu(mss)) == mss for every mss in [floor - options, max(mss_clamp, floor) - options]
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun mss () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)))
(assert (let ((a!1 (bvsle (bvsub tcp_min_snd_mss
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  mss))
      (a!2 (bvsle mss
                  (bvsub (ite (bvslt mss_clamp tcp_min_snd_mss)
                              tcp_min_snd_mss
                              mss_clamp)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (and a!1 a!2)))
(assert (let ((a!1 (bvsub (bvadd mss (bvadd #x00000014 tcp_options) #x00000028)
                  (bvadd #x00000028 #x00000014))))
(let ((a!2 (ite (bvslt (ite (bvslt mss_clamp a!1) mss_clamp a!1)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!1) mss_clamp a!1))))
(let ((a!3 (= (bvsub a!2 (bvsub (bvadd #x00000014 tcp_options) #x00000014)) mss)))
  (not a!3)))))
(check-sat)
