; probe-within-range-reach-v5
; expected: sat
; claim: sat: a probe outside (search_low, search_high] within 1 rounds of connect at threshold 2147483647
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)))
(assert (= tcp_probe_threshold #x7fffffff))
(assert (let ((a!1 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014)))))
(let ((a!2 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!1)))
(let ((a!3 (bvslt mss_clamp
                  (bvsub a!2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!2 (ite passive_open a!5 a!5)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!4 (ite a!3
                mss_clamp
                (bvsub a!2 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!6) mss_clamp a!6))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!4 #x00000030) #x00000030 a!4)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!10 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!9 (or a!8
               (bvslt (bvsub a!2 (ite passive_open a!5 a!5))
                      (ite (bvslt #x00000001 tcp_probe_threshold)
                           tcp_probe_threshold
                           #x00000001)))))
  (and (not a!9)
       (not (bvult route_mtu a!10))
       (not (= a!10 #x00000000))
       (or (bvsle a!10 (ite passive_open a!5 a!5)) (bvslt a!2 a!10))))))))))
(check-sat)
