; every-probe-not-refused-bmc-fix-probe-in-range
; expected: sat
; claim: sat: a run of 1 events from connect breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(declare-fun value_1 () (_ BitVec 32))
(declare-fun cwnd_full_1 () Bool)
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!2 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!3 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff))))
  (and (bvule tcp_options #x00000028)
       (= (bvurem tcp_options #x00000004) #x00000000)
       (bvule mss_clamp #x0000ffff)
       (or false
           (= HZ #x00000064)
           (= HZ #x000000fa)
           (= HZ #x0000012c)
           (= HZ #x000003e8))
       (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
       (bvule connect_route_mtu #x0000ffff)
       (bvsle #x00000000 connect_tcp_mtu_probing)
       (bvsle connect_tcp_mtu_probing #x000000ff)
       true
       true
       (bvsle #x00000000 connect_tcp_probe_interval)
       (bvsle connect_tcp_probe_interval (ite (= HZ #x000003e8) #x00418937 a!1))
       (bvsle #x00000030 connect_tcp_min_snd_mss)
       (bvsle connect_tcp_min_snd_mss #x0000ffff)
       (bvsle #x00000030 connect_tcp_mtu_probe_floor)
       (bvsle connect_tcp_mtu_probe_floor #x0000ffff)
       (bvule event_1 #x00000008)
       a!2
       a!3
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)
           (= sysctl_1 #x00000004)
           (= sysctl_1 #x00000005)))))
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!7 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!44 (ite (and (= sysctl_1 #x00000004)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 value_1
                 connect_tcp_min_snd_mss))
      (a!52 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu)))
(let ((a!3 (or a!1
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!14 (ite a!13
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub a!7
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   connect_route_mtu))
      (a!29 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!27)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!27)))
      (a!30 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!32 (bvsub (ite passive_open a!7 a!7)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!45 (ite (and (= sysctl_1 #x00000005)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 connect_tcp_min_snd_mss
                 a!44)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!15 (bvsub (ite (bvslt a!14 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!14)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!18 (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (ite (bvslt (ite (bvslt mss_clamp a!30) mss_clamp a!30)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!30) mss_clamp a!30)))
      (a!33 (ite (bvslt (ite (bvslt mss_clamp a!32) mss_clamp a!32)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!32) mss_clamp a!32)))
      (a!46 (ite (= event_1 #x00000005)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000006)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000007) connect_tcp_min_snd_mss a!45)))))
(let ((a!8 (bvsub (bvashr (bvadd a!6 (ite passive_open a!7 a!7)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!21 (bvsub (ite (bvslt a!20 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!34 (bvslt (bvsub a!31
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!47 (ite (= event_1 #x00000002)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000003)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000004) connect_tcp_min_snd_mss a!46))))
      (a!49 (bvslt a!15
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (ite (bvslt (ite (bvslt mss_clamp a!8) mss_clamp a!8)
                       connect_tcp_min_snd_mss)
                connect_tcp_min_snd_mss
                (ite (bvslt mss_clamp a!8) mss_clamp a!8)))
      (a!22 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!15
                 (ite (bvslt a!15 a!21) a!15 a!21)))
      (a!35 (ite a!34
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!48 (bvadd (ite (= event_1 #x00000000)
                        connect_tcp_min_snd_mss
                        (ite (= event_1 #x00000001)
                             connect_tcp_min_snd_mss
                             a!47))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!50 (ite a!49
                 a!15
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!10 (bvadd (bvsub a!9 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!23 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!15
                      (ite (bvslt a!15 a!18) a!15 a!18))
                 a!22))
      (a!36 (ite a!1
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!35)))
(let ((a!11 (or (bvsle a!10 (ite passive_open a!7 a!7))
                (bvslt a!6 a!10)
                (bvslt (bvsub a!6 (ite passive_open a!7 a!7))
                       connect_tcp_probe_threshold)))
      (a!12 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!10))
                 true
                 false))
      (a!26 (bvule a!23
                   (bvsub (ite (bvslt a!25 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!25)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!37 (bvult (ite a!29 a!36 a!36)
                   (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                                 (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014))))
      (a!51 (bvule (ite (= connect_route_mtu connect_route_mtu)
                        (ite (= connect_route_mtu connect_route_mtu)
                             a!23
                             (ite a!1 a!15 a!50))
                        (ite a!1 a!15 a!50))
                   a!15)))
(let ((a!38 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!37))
      (a!53 (ite (and ipv6 (or (bvult connect_route_mtu #x00000500) a!51))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!52)))
      (a!55 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!27))))
(let ((a!39 (and (or (bvult (ite a!29 a!36 a!36) a!23) a!38) (not cwnd_full_1)))
      (a!54 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!10))
                 (ite ipv6 connect_route_mtu a!53)
                 connect_route_mtu))
      (a!56 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!55
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu)))))
(let ((a!40 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26))
                 false
                 (ite a!28 (ite a!39 false false) false)))
      (a!57 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!56)))))
(let ((a!41 (ite (= event_1 #x00000005)
                 false
                 (ite (= event_1 #x00000006)
                      a!40
                      (ite (= event_1 #x00000007) false false))))
      (a!58 (bvule a!48
                   (ite (= event_1 #x00000000)
                        (ite a!3
                             connect_route_mtu
                             (ite a!11 connect_route_mtu a!54))
                        (ite (= event_1 #x00000001) connect_route_mtu a!57)))))
(let ((a!42 (ite (= event_1 #x00000002)
                 false
                 (ite (= event_1 #x00000003)
                      false
                      (ite (= event_1 #x00000004) false a!41)))))
(let ((a!43 (not (ite (= event_1 #x00000000)
                      (ite a!3 false (ite a!11 false a!12))
                      (ite (= event_1 #x00000001) false a!42)))))
  (not (or a!43 (not a!58)))))))))))))))))
(check-sat)
