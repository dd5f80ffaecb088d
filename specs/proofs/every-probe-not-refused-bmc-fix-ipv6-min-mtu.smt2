; every-probe-not-refused-bmc-fix-ipv6-min-mtu
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
      (a!9 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!50 (ite (and (= sysctl_1 #x00000004)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 value_1
                 connect_tcp_min_snd_mss))
      (a!57 (ite (and (= #x00000000 #x00000000)
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
      (a!10 (ite passive_open
                 (ite (and ipv6 (bvslt a!9 #x00000500)) #x00000500 a!9)
                 (ite (and ipv6 (bvslt a!9 #x00000500)) #x00000500 a!9)))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (bvsub (ite (and ipv6 (bvslt a!9 #x00000500)) #x00000500 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!32)
                   connect_route_mtu))
      (a!34 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!32)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!32)))
      (a!35 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!32)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!51 (ite (and (= sysctl_1 #x00000005)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 connect_tcp_min_snd_mss
                 a!50)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!19 (bvsub (ite (bvslt a!18 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!22 (bvsub (ite (bvslt a!21 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!21)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!24 (ite (bvslt (ite (bvslt mss_clamp a!23) mss_clamp a!23)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!23) mss_clamp a!23)))
      (a!36 (ite (bvslt (ite (bvslt mss_clamp a!35) mss_clamp a!35)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!35) mss_clamp a!35)))
      (a!37 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (ite (= event_1 #x00000005)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000006)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000007) connect_tcp_min_snd_mss a!51)))))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvsub (bvashr (bvadd a!6 a!10) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!25 (bvslt a!19
                   (bvsub a!24
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!38 (ite a!37
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!53 (ite (= event_1 #x00000002)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000003)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000004) connect_tcp_min_snd_mss a!52)))))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (bvslt (ite (bvslt mss_clamp a!11) mss_clamp a!11)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!11) mss_clamp a!11)))
      (a!26 (ite a!25
                 a!19
                 (bvsub a!24 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!39 (bvsub (ite (bvslt a!38 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!38)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!54 (bvadd (ite (= event_1 #x00000000)
                        connect_tcp_min_snd_mss
                        (ite (= event_1 #x00000001)
                             connect_tcp_min_snd_mss
                             a!53))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!13 (bvslt (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!14 (bvadd (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!27 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!19
                 a!26))
      (a!40 (bvslt (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!39)))
(let ((a!15 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 true
                 false))
      (a!28 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!19
                      (ite (bvslt a!19 a!22) a!19 a!22))
                 a!27))
      (a!41 (ite a!40
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!39)))
(let ((a!16 (ite (or a!13 (bvslt (bvsub a!6 a!10) connect_tcp_probe_threshold))
                 false
                 a!15))
      (a!31 (bvule a!28
                   (bvsub (ite (bvslt a!30 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!30)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!42 (ite a!1
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!41))
      (a!55 (ite (= connect_route_mtu connect_route_mtu)
                 a!28
                 (ite a!1 a!19 (ite (bvslt a!19 a!39) a!19 a!39)))))
(let ((a!43 (bvult (ite a!34 a!42 a!42)
                   (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                                 (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014))))
      (a!56 (ite (= connect_route_mtu connect_route_mtu)
                 a!55
                 (ite a!1 a!19 (ite (bvslt a!19 a!39) a!19 a!39))))
      (a!61 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!31))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!32))))
(let ((a!44 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!43))
      (a!58 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!56 a!19)))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!57)))
      (a!62 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!61
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu)))))
(let ((a!45 (and (or (bvult (ite a!34 a!42 a!42) a!28) a!44) (not cwnd_full_1)))
      (a!59 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 (ite ipv6 connect_route_mtu a!58)
                 connect_route_mtu))
      (a!63 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!62)))))
(let ((a!46 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!31))
                 false
                 (ite a!33 (ite a!45 false false) false)))
      (a!60 (ite (or a!13 (bvslt (bvsub a!6 a!10) connect_tcp_probe_threshold))
                 connect_route_mtu
                 a!59)))
(let ((a!47 (ite (= event_1 #x00000005)
                 false
                 (ite (= event_1 #x00000006)
                      a!46
                      (ite (= event_1 #x00000007) false false))))
      (a!64 (bvule a!54
                   (ite (= event_1 #x00000000)
                        (ite a!3 connect_route_mtu a!60)
                        (ite (= event_1 #x00000001) connect_route_mtu a!63)))))
(let ((a!48 (ite (= event_1 #x00000002)
                 false
                 (ite (= event_1 #x00000003)
                      false
                      (ite (= event_1 #x00000004) false a!47)))))
(let ((a!49 (not (ite (= event_1 #x00000000)
                      (ite a!3 false a!16)
                      (ite (= event_1 #x00000001) false a!48)))))
  (not (or a!49 (not a!64)))))))))))))))))))
(check-sat)
