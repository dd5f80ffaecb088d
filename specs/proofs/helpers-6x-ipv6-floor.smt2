; helpers-6x-ipv6-floor
; expected: unsat
; claim: unsat: floor - options <= tcp_mtu_to_mss(pmtu) <= max(mss_clamp, floor) - options for every int pmtu
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun pmtu () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)))
(assert (let ((a!1 (ite (bvslt mss_clamp (bvsub pmtu (bvadd #x00000028 #x00000014)))
                mss_clamp
                (bvsub pmtu (bvadd #x00000028 #x00000014)))))
(let ((a!2 (bvsub (ite (bvslt a!1 tcp_min_snd_mss) tcp_min_snd_mss a!1)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!3 (bvsle (bvsub tcp_min_snd_mss
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!2))
      (a!4 (bvsle a!2
                  (bvsub (ite (bvslt mss_clamp tcp_min_snd_mss)
                              tcp_min_snd_mss
                              mss_clamp)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!3 a!4))))))
(check-sat)
