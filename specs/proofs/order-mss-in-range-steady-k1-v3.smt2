; order-mss-in-range-steady-k1-v3
; expected: sat
; claim: unsat: a steady round keeps the invariant (1-induction with the steady invariant)
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun search_low () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)))
(assert (let ((a!1 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!2 (bvsle (ite passive_open
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014)))
                  search_low)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       (bvsle search_high
              (bvadd a!1 #x00000014 (ite ipv6 #x00000028 #x00000014)))
       (or (bvslt tcp_probe_threshold #x00000001) a!2)
       (or passive_open (bvsle search_high route_mtu)))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvsle mss_cache
                  (bvsub (ite (bvslt a!2 #x00000030) #x00000030 a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!4 (or (bvsle (bvadd mss_cache
                             (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014))
                      search_high)
               a!3)))
  (and (bvsle search_low
              (bvadd mss_cache
                     (bvadd #x00000014 tcp_options)
                     (ite ipv6 #x00000028 #x00000014)))
       a!4))))))
(assert (let ((a!1 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvadd (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!7 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite a!1
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite a!7
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (bvslt (bvsub (ite (bvslt a!2 #x00000030) #x00000030 a!2)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd search_high search_low) #x00000001)))
      (a!9 (bvsub (ite (bvslt a!8 #x00000030) #x00000030 a!8)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!11 (ite a!10
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (not (or a!3
                    (bvslt (bvsub search_high search_low) tcp_probe_threshold))))
      (a!12 (bvsub (ite (bvslt a!11 #x00000030) #x00000030 a!11)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!6 (and a!4 (not (bvult route_mtu a!5)) (not (= a!5 #x00000000)))))
(let ((a!13 (ite a!6
                 (ite (bvsle a!5 path_mtu)
                      (ite (bvslt a!9 a!12) a!9 a!12)
                      mss_cache)
                 mss_cache))
      (a!16 (ite a!6
                 (ite (bvsle a!5 path_mtu)
                      (ite (bvult route_mtu search_high) route_mtu search_high)
                      (bvsub a!5 #x00000001))
                 search_high)))
(let ((a!14 (bvadd a!13
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvsle a!13
                   (bvsub (ite (bvslt a!18 #x00000030) #x00000030 a!18)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!15 (bvsle (ite a!6
                        (ite (bvsle a!5 path_mtu) a!5 search_low)
                        search_low)
                   a!14)))
  (not (and a!15 (or (bvsle a!14 a!16) a!19))))))))))))
(check-sat)
